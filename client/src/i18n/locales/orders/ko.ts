import type { OrderMessages } from './cn';
import type { Localized } from '../../localized';

const ko: Localized<OrderMessages> = {
  orders: {
    free: '무료',
    points_other: '{{count}}포인트',
    quantity: '수량 {{count}}',
    orderCode: '주문번호',
    amount: '금액',
    createdAt: '주문 시간',
    cancelled: '취소되었습니다',
    /** The day-part labels (widgets/format dayPart): a reservation's time slot. */
    dayPart: { morning: '오전', afternoon: '오후', evening: '저녁' },
    form: {
      contact: '연락처 정보',
      name: '이름',
      namePlaceholder: '연락처 이름',
      nameInvalid: '연락처 이름을 입력하세요(최대 {{max}}자)',
      phone: '휴대폰 번호',
      phonePlaceholder: '{{digits}}자리 휴대폰 번호',
      phoneInvalid: '올바른 {{digits}}자리 번호를 입력하세요',
      seats: '인원',
      less: '줄이기',
      more: '늘리기',
      slotRequired: '시간대를 선택하세요',
    },
    bookingButton: {
      BOOK: '지금 예약',
      SIGN_UP: '지금 신청',
      SOLD_OUT: '예약 마감',
      NOT_OPEN_YET: '예약 시작 전',
      CLOSED: '예약 종료',
      EXTERNAL: '제휴 사이트에서 신청',
      NONE: '예약 불필요',
    },
    cancelPolicy: {
      never: '예약 후 취소 불가',
      untilStart: '시작 전까지 취소 가능',
      hours_other: '시작 {{count}}시간 전까지 취소 가능',
    },
    activity: {
      seatsLeft: '잔여 {{remaining}}/{{total}}',
    },
    weekdayShort: { MONDAY: '월', TUESDAY: '화', WEDNESDAY: '수', THURSDAY: '목', FRIDAY: '금', SATURDAY: '토', SUNDAY: '일' },
    reservationStatus: {
      UNCONFIRMED: '미확인',
      AWAITING_PAYMENT: '결제 대기',
      CLOSED: '종료됨',
      PENDING_REVIEW: '심사 중',
      TO_BE_USED: '사용 대기',
      COMPLETED: '완료',
      EXPIRED: '만료',
      CANCELLED: '취소됨',
      REVIEW_FAILED: '심사 불통과',
      UNKNOWN: '알 수 없음',
    },
    reservation: {
      title: '내 예약',
      empty: '예약 내역이 없습니다',
      notFound: '주문이 존재하지 않습니다',
      type: '유형',
      cancel: '예약 취소',
      keep: '예약 유지',
      cancelTitle: '예약 취소',
      cancelConfirm: '이 예약을 취소하시겠습니까?',
      pay: '결제하기',
      paid: '결제되었습니다',
    },
    appointment: { title: '예약 주문' },
    shop: {
      title: '내 주문',
    },
    wallet: {
      title: '내 지갑',
    },
  },
};

export default ko;
