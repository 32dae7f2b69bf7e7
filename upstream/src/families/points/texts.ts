/**
 * The points family's rules and words: the tasks (what earns points, how often, how many), the
 * VIP levels (the points earned in all that reach each), the history lines of awards that are no
 * task, its refusals, and the service-menu entry, in every demo site language.
 */
import type { InLanguages } from '../demo.ts';

/** How often a task pays: once per China-time day, or once ever. */
export type TaskCycle = 'DAY' | 'ONCE';

/** The vendor's task codes, in the order the task list shows them. */
export const TASK_CODES = ['SIGN_IN', 'SHARE', 'FIRST_COMMENT', 'COMPLETE_BOOKING'] as const;
export type TaskCode = (typeof TASK_CODES)[number];

export interface TaskRule {
  cycle: TaskCycle;
  /** The points one completion pays. */
  points: number;
}

export const TASK_RULES: Readonly<Record<TaskCode, TaskRule>> = {
  SIGN_IN: { cycle: 'DAY', points: 5 },
  SHARE: { cycle: 'DAY', points: 5 },
  FIRST_COMMENT: { cycle: 'ONCE', points: 20 },
  COMPLETE_BOOKING: { cycle: 'DAY', points: 10 },
};

/** History lines that are not tasks: the balance carried over into the ledger, an invitation's gift, points spent on a booking and given back. */
export type OtherAward = 'OPENING' | 'INVITE' | 'BOOKING' | 'BOOKING_REFUND';

/** The history lines that spend points or give spent points back (not awards: the VIP level does not count them). */
export const SPENDING_KINDS: readonly OtherAward[] = ['BOOKING', 'BOOKING_REFUND'];

interface TaskWords {
  name: string;
  description: string;
}

export const TASK_WORDS: InLanguages<Record<TaskCode, TaskWords>> = {
  CN: {
    SIGN_IN: { name: '每日签到', description: '每天签到一次' },
    SHARE: { name: '分享内容', description: '每天分享一次页面给好友' },
    FIRST_COMMENT: { name: '首次评论', description: '发表第一条评论' },
    COMPLETE_BOOKING: { name: '完成预约', description: '每天完成一次预约核销' },
  },
  EN: {
    SIGN_IN: { name: 'Daily check-in', description: 'Check in once a day' },
    SHARE: { name: 'Share', description: 'Share a page with a friend once a day' },
    FIRST_COMMENT: { name: 'First comment', description: 'Post your first comment' },
    COMPLETE_BOOKING: { name: 'Complete a booking', description: 'Check in at a booking once a day' },
  },
  FRENCH: {
    SIGN_IN: { name: 'Pointage du jour', description: 'Pointez une fois par jour' },
    SHARE: { name: 'Partager', description: 'Partagez une page avec un ami une fois par jour' },
    FIRST_COMMENT: { name: 'Premier commentaire', description: 'Publiez votre premier commentaire' },
    COMPLETE_BOOKING: { name: 'Honorer une réservation', description: 'Présentez-vous à une réservation une fois par jour' },
  },
  JAPANESE: {
    SIGN_IN: { name: '毎日チェックイン', description: '1日1回チェックイン' },
    SHARE: { name: 'シェア', description: '1日1回ページを友だちにシェア' },
    FIRST_COMMENT: { name: '初めてのコメント', description: '最初のコメントを投稿' },
    COMPLETE_BOOKING: { name: '予約の利用', description: '1日1回予約を利用' },
  },
  KOREAN: {
    SIGN_IN: { name: '매일 출석', description: '하루에 한 번 출석' },
    SHARE: { name: '공유하기', description: '하루에 한 번 페이지를 친구에게 공유' },
    FIRST_COMMENT: { name: '첫 댓글', description: '첫 댓글 작성' },
    COMPLETE_BOOKING: { name: '예약 이용', description: '하루에 한 번 예약 이용' },
  },
};

export const OTHER_AWARD_WORDS: InLanguages<Record<OtherAward, string>> = {
  CN: { OPENING: '历史积分', INVITE: '邀请好友', BOOKING: '预约使用积分', BOOKING_REFUND: '预约取消退回积分' },
  EN: {
    OPENING: 'Points carried over',
    INVITE: 'Friend invited',
    BOOKING: 'Points used for a booking',
    BOOKING_REFUND: 'Points returned for a booking',
  },
  FRENCH: {
    OPENING: 'Points reportés',
    INVITE: 'Ami invité',
    BOOKING: 'Points utilisés pour une réservation',
    BOOKING_REFUND: 'Points rendus d’une réservation',
  },
  JAPANESE: { OPENING: '繰越ポイント', INVITE: '友だち招待', BOOKING: '予約でポイント利用', BOOKING_REFUND: '予約のポイント返還' },
  KOREAN: { OPENING: '이월 포인트', INVITE: '친구 초대', BOOKING: '예약에 포인트 사용', BOOKING_REFUND: '예약 포인트 반환' },
};

/** The VIP levels: the points earned in all that reach each, lowest first (level 1 from 0). */
export const LEVEL_THRESHOLDS = [0, 100, 500, 1000, 3000] as const;

export const LEVEL_WORDS: InLanguages<readonly { name: string; benefit: string }[]> = {
  CN: [
    { name: '普通会员', benefit: '参与积分任务' },
    { name: '白银会员', benefit: '活动报名优先提醒' },
    { name: '黄金会员', benefit: '文创商品专属折扣' },
    { name: '铂金会员', benefit: '热门场馆优先预约' },
    { name: '钻石会员', benefit: '年度文旅活动邀请' },
  ],
  EN: [
    { name: 'Member', benefit: 'Take part in point tasks' },
    { name: 'Silver', benefit: 'Early notice of event sign-ups' },
    { name: 'Gold', benefit: 'Member discounts on cultural goods' },
    { name: 'Platinum', benefit: 'Priority booking at popular venues' },
    { name: 'Diamond', benefit: 'Invitations to the yearly events' },
  ],
  FRENCH: [
    { name: 'Membre', benefit: 'Participer aux tâches à points' },
    { name: 'Argent', benefit: 'Rappel prioritaire des inscriptions' },
    { name: 'Or', benefit: 'Remises sur les produits culturels' },
    { name: 'Platine', benefit: 'Réservation prioritaire des lieux prisés' },
    { name: 'Diamant', benefit: 'Invitations aux événements annuels' },
  ],
  JAPANESE: [
    { name: '一般会員', benefit: 'ポイントタスクに参加' },
    { name: 'シルバー会員', benefit: 'イベント申込の優先案内' },
    { name: 'ゴールド会員', benefit: '文化グッズの会員割引' },
    { name: 'プラチナ会員', benefit: '人気施設の優先予約' },
    { name: 'ダイヤモンド会員', benefit: '年間イベントへのご招待' },
  ],
  KOREAN: [
    { name: '일반 회원', benefit: '포인트 미션 참여' },
    { name: '실버 회원', benefit: '행사 신청 우선 알림' },
    { name: '골드 회원', benefit: '문화 상품 회원 할인' },
    { name: '플래티넘 회원', benefit: '인기 시설 우선 예약' },
    { name: '다이아몬드 회원', benefit: '연간 행사 초대' },
  ],
};

export const MENU_NAME: InLanguages<string> = {
  CN: '积分会员',
  EN: 'Points',
  FRENCH: 'Points',
  JAPANESE: 'ポイント',
  KOREAN: '포인트',
};

export const POINTS_TEXTS = {
  signedInToday: '今日已签到',
  signedIn: '签到成功',
  shared: '分享成功',
} as const;
