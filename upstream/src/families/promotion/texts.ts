/**
 * The promotion family's rules and words: the demo rates, its refusals (the service's own, in
 * Chinese as the vendor's are; the gateway reads their meaning), its demo team and orders.
 */
import type { InLanguages } from '../demo.ts';

/** A commission's states: earned on payment, paid into the wallet when the order is used, cancelled with the order. */
export const COMMISSION_STATUS = { PENDING: 'PENDING', SETTLED: 'SETTLED', CANCELLED: 'CANCELLED' } as const;
export type CommissionStatus = (typeof COMMISSION_STATUS)[keyof typeof COMMISSION_STATUS];

/** The wallet record a settled commission makes (the shop's wallet, family `shop`). */
export const COMMISSION_RECORD_TYPE = 'INCOME';

/** Every demo site's rates in basis points (1000 = 10%), unless a site has its own below. */
export const DEMO_RATES = { level1: 1000, level2: 500 } as const;
/** Sites whose programme pays other rates. */
export const DEMO_SITE_RATES: Readonly<Record<string, { level1: number; level2: number }>> = {
  site530700: { level1: 800, level2: 300 },
  site450300: { level1: 1200, level2: 400 },
};

export const PROMOTION_TEXTS = {
  joined: '加入成功',
  alreadyPromoter: '您已是推广达人',
  notOpen: '本站暂未开放推广',
  notPromoter: '您还不是推广达人',
  badLevel: '成员层级不正确',
} as const;

/** The demo team: their phones and nicknames (users of the whole platform, as every user is). */
export const DEMO_PROMOTER = '13800000001';
export interface DemoMember {
  phone: string;
  nickname: string;
  /** Whose code they bound. */
  inviter: string;
  /** Days before the seed's now they bound it. */
  daysAgo: number;
}
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { phone: '13855500001', nickname: '青城山下', inviter: DEMO_PROMOTER, daysAgo: 40 },
  { phone: '13855500002', nickname: 'Lina 旅行中', inviter: DEMO_PROMOTER, daysAgo: 33 },
  { phone: '13855500003', nickname: '宽窄巷子', inviter: DEMO_PROMOTER, daysAgo: 21 },
  { phone: '13855500004', nickname: '九寨看海', inviter: '13855500001', daysAgo: 18 },
  { phone: '13855500005', nickname: 'Mori', inviter: '13855500002', daysAgo: 9 },
];
/** Of the demo team, those who joined the programme too (every demo site). */
export const DEMO_PROMOTERS: readonly string[] = [DEMO_PROMOTER, '13855500001'];

/**
 * The demo commissions of every site, by the member who bought (their phone) and what: the
 * level follows from the team; `settled` ones are in the promoter's wallet already.
 */
export interface DemoOrder {
  buyer: string;
  cents: number;
  daysAgo: number;
  settled: boolean;
}
export const DEMO_ORDERS: readonly DemoOrder[] = [
  { buyer: '13855500001', cents: 12800, daysAgo: 30, settled: true },
  { buyer: '13855500004', cents: 25600, daysAgo: 12, settled: true },
  { buyer: '13855500002', cents: 9900, daysAgo: 3, settled: false },
  { buyer: '13855500005', cents: 6800, daysAgo: 1, settled: false },
];

/** What the demo orders bought, in each site language (one name per demo order, in order). */
export const DEMO_TITLES: InLanguages<readonly string[]> = {
  CN: ['熊猫基地门票', '川剧变脸体验课', '博物馆讲解预约', '古镇夜游船票'],
  EN: ['Panda base ticket', 'Sichuan opera face-changing class', 'Museum guided tour', 'Night boat on the old town river'],
  FRENCH: [
    'Billet pour la base des pandas',
    'Atelier de changement de masques',
    'Visite guidée du musée',
    'Croisière nocturne dans la vieille ville',
  ],
  JAPANESE: ['パンダ基地入場券', '川劇変面体験教室', '博物館ガイド予約', '古鎮ナイトクルーズ'],
  KOREAN: ['판다 기지 입장권', '천극 변검 체험 수업', '박물관 해설 예약', '고진 야간 유람선'],
};
