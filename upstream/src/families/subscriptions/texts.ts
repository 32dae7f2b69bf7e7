/** The subscriptions family's words: its refusals (in Chinese, as the vendor's are) and the message it sends, in every demo site language. */
import type { InLanguages } from '../demo.ts';

export const SUBSCRIPTION_TEXTS = {
  subscribed: '订阅成功，有余票时将通知您',
  cancelled: '已取消订阅',
  noPlace: '资源不存在或不支持预约',
  badDate: '日期不正确',
  pastDay: '该日期已过，不能订阅',
  hasPlaces: '该日期尚有余票，请直接预约',
  duplicate: '您已订阅该日期',
  noSubscription: '订阅不存在',
} as const;

/** The message a subscriber gets when places come free on the day (or its booking opens). */
export const FREED_MESSAGE: InLanguages<{ title: (place: string) => string; content: (place: string, day: string) => string }> = {
  CN: { title: (p) => `${p}有余票了`, content: (p, d) => `您订阅的${p} ${d} 现在可以预约了，名额有限，请尽快预约。` },
  EN: { title: (p) => `Places free at ${p}`, content: (p, d) => `${p} on ${d} can be booked now. Places are limited: book soon.` },
  FRENCH: {
    title: (p) => `Des places se libèrent : ${p}`,
    content: (p, d) => `${p} le ${d} peut maintenant être réservé. Les places sont limitées : réservez vite.`,
  },
  JAPANESE: {
    title: (p) => `${p}に空きが出ました`,
    content: (p, d) => `${d}の${p}が予約できるようになりました。枠に限りがありますのでお早めに。`,
  },
  KOREAN: {
    title: (p) => `${p} 자리가 생겼습니다`,
    content: (p, d) => `${d} ${p}을(를) 지금 예약할 수 있습니다. 자리가 한정되어 있으니 서둘러 예약하세요.`,
  },
};

/** The service-menu entry opening the subscription page (`JMG-SUB`). */
export const MENU_NAME = '余票订阅';
