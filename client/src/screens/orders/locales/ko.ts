/** The orders family's texts (t('reservationOrders.…')). */
export default {
  success: {
    title: '예약 결과',
    booked: '예약되었습니다',
    pendingReview: '예약이 접수되어 심사 중입니다',
    toPay: '주문이 생성되었습니다. 결제해 주세요',
    myReservations: '내 예약 보기',
  },
  kind: { VENUE: '문화시설', SCENIC: '관광지', ACTIVITY_ROOM: '활동실', ACTIVITY: '행사', THIRD_PARTY: '외부 예약', UNKNOWN: '예약' },
  reservationTab: {
    PENDING_REVIEW: '심사 중',
    TO_BE_USED: '사용 대기',
    COMPLETED: '완료',
    CANCELLED: '취소됨',
  },
  booked: '{{time}} 예약',
  cancelUntil: '{{time}}까지 취소 가능',
  deadline: '취소 마감',
  deadlinePassed: '마감됨',
  detail: '예약 상세',
  myActivities: '내 행사',
  remaining: '미사용 {{count}}명',
  resource: '예약 내용',
  review: '리뷰 쓰기',
  reviewed: '이미 리뷰했거나 아직 리뷰할 수 없는 주문입니다',
  seats_other: '{{count}}명',
  time: '일시',
};
