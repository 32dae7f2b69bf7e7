/** The orders family's texts (t('reservationOrders.…')). */
export default {
  success: {
    title: '予約結果',
    booked: '予約しました',
    pendingReview: '予約を送信しました（審査待ち）',
    toPay: '注文を作成しました。お支払いください',
    myReservations: 'マイ予約を見る',
  },
  kind: { VENUE: '文化施設', SCENIC: '観光地', ACTIVITY_ROOM: '活動室', ACTIVITY: 'イベント', THIRD_PARTY: '外部予約', UNKNOWN: '予約' },
  reservationTab: {
    PENDING_REVIEW: '審査中',
    TO_BE_USED: '利用待ち',
    COMPLETED: '完了',
    CANCELLED: 'キャンセル',
  },
  booked: '{{time}}に予約',
  cancelUntil: '{{time}}までキャンセル可',
  deadline: 'キャンセル期限',
  deadlinePassed: '期限切れ',
  detail: '予約の詳細',
  myActivities: 'マイイベント',
  remaining: '未利用 {{count}}名',
  resource: '予約内容',
  review: 'レビューする',
  reviewed: 'この注文はレビュー済みか、まだレビューできません',
  seats_other: '{{count}}名',
  time: '日時',
};
