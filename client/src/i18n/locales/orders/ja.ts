import type { OrderMessages } from './cn';
import type { Localized } from '../../localized';

const ja: Localized<OrderMessages> = {
  orders: {
    free: '無料',
    points_other: '{{count}}ポイント',
    quantity: '数量 {{count}}',
    orderCode: '注文番号',
    amount: '金額',
    createdAt: '注文日時',
    cancelled: 'キャンセルしました',
    /** The day-part labels (widgets/format dayPart): a reservation's time slot. */
    dayPart: { morning: '午前', afternoon: '午後', evening: '夜' },
    form: {
      contact: '連絡先',
      name: '氏名',
      namePlaceholder: '連絡先の氏名',
      nameInvalid: '連絡先の氏名を入力してください（{{max}}文字以内）',
      phone: '電話番号',
      phonePlaceholder: '{{digits}}桁の携帯番号',
      phoneInvalid: '正しい{{digits}}桁の電話番号を入力してください',
      seats: '人数',
      less: '減らす',
      more: '増やす',
      slotRequired: '時間帯を選択してください',
    },
    bookingButton: {
      BOOK: '今すぐ予約',
      SIGN_UP: '今すぐ申込',
      SOLD_OUT: '満席',
      NOT_OPEN_YET: '予約受付前',
      CLOSED: '予約受付終了',
      EXTERNAL: '提携サイトで申込',
      NONE: '予約不要',
    },
    cancelPolicy: {
      never: '予約後のキャンセル不可',
      untilStart: '開始前までキャンセル可',
      hours_other: '開始{{count}}時間前までキャンセル可',
    },
    activity: {
      seatsLeft: '残り{{remaining}}/{{total}}',
    },
    weekdayShort: { MONDAY: '月', TUESDAY: '火', WEDNESDAY: '水', THURSDAY: '木', FRIDAY: '金', SATURDAY: '土', SUNDAY: '日' },
    reservationStatus: {
      UNCONFIRMED: '未確認',
      AWAITING_PAYMENT: '支払い待ち',
      CLOSED: '終了',
      PENDING_REVIEW: '審査中',
      TO_BE_USED: '利用待ち',
      COMPLETED: '完了',
      EXPIRED: '無効',
      CANCELLED: 'キャンセル済み',
      REVIEW_FAILED: '審査不合格',
      UNKNOWN: '不明',
    },
    reservation: {
      title: 'マイ予約',
      empty: '予約はまだありません',
      notFound: '注文が存在しません',
      type: '種類',
      cancel: '予約をキャンセル',
      keep: '予約を続ける',
      cancelTitle: '予約のキャンセル',
      cancelConfirm: 'この予約をキャンセルしますか？',
      pay: '支払う',
      paid: 'お支払いが完了しました',
    },
    appointment: { title: '予約注文' },
    shop: {
      title: 'マイ注文',
    },
    wallet: {
      title: 'マイウォレット',
    },
  },
};

export default ja;
