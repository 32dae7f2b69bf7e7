import type { InLanguages } from '../demo.ts';
/** What the reservations family says to the user (the bookings' refusals). */
export const TEXTS = {
  notFound: '资源不存在',
  badDate: '日期格式不正确',
  chooseSlot: '请选择时段',
  noSuchSlot: '时段不存在',
  slotClosed: '该时段不可预约',
  slotTaken: '时段已被预约',
  notOnline: '该资源不支持在线预约',
  dayClosed: '该日期不可预约',
  overOrderNum: '超过单次可预约人数',
  dayFull: '当日已约满',
  outOfStock: '库存不足',
  noContactName: '请填写联系人姓名',
  badContactPhone: '联系电话格式不正确',
  notEnoughPoints: '积分不足',
  badOrderNum: '预约人数不正确',
} as const;

/** What the reservation orders' lifecycle says (lifecycle.ts). */
export const ORDER_TEXTS = {
  notCancellable: '该订单不可取消',
  cancelTooLate: '已超过可取消时间',
  /** The name a third-party ticketing order shows. */
  tripartiteName: '第三方票务订单',
  /** Demo rule: an order in review whose contact name holds this mark fails its review. */
  rejectedContactMark: '拒',
  /**
   * What a visitor reads before going in, when the resource has no notes of its own: the site's
   * general entry notes, by the site's language.
   */
  defaultEntryNotes: {
    CN: '请在预约时段内凭核销码（二维码）入场，建议提前15分钟到达；一码一人次，请勿转让。如需取消，请在可取消时间前操作。',
    EN: 'Show the verification code (QR) at the entrance during the booked time; please arrive 15 minutes early. One code per visitor, not transferable. Cancel before the cancellation deadline if you cannot come.',
    FRENCH:
      "Présentez le code de validation (QR) à l'entrée pendant le créneau réservé ; arrivez 15 minutes en avance. Un code par visiteur, non cessible. Annulez avant la date limite si vous ne pouvez pas venir.",
    JAPANESE:
      '予約時間内に認証コード（QR）を入口でご提示ください。15分前のご来場をお勧めします。1コード1名様限り、譲渡不可。ご都合が悪い場合はキャンセル期限までにお手続きください。',
    KOREAN:
      '예약 시간 내에 입구에서 인증 코드(QR)를 제시해 주세요. 15분 일찍 도착하시길 권장합니다. 코드 1개당 1인, 양도 불가. 오실 수 없으면 취소 기한 전에 취소해 주세요.',
  } as Readonly<Record<string, string>>,
} as const;

/** The name of a place's official account, in its site's language. */
export const OFFICIAL_ACCOUNT: InLanguages<(place: string) => string> = {
  CN: (place) => `${place}官方`,
  EN: (place) => `${place} (official)`,
  FRENCH: (place) => `${place} (compte officiel)`,
  JAPANESE: (place) => `${place} 公式`,
  KOREAN: (place) => `${place} 공식`,
};
