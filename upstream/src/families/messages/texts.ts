/**
 * The messages family's words and codes: the classes and kinds of message, the jump types, the
 * refusals, the titles of the messages the service writes itself (a reply to the user's comment, a
 * complaint's handling) and the demo system messages of every demo site in its language.
 */
import type { InLanguages } from '../demo.ts';

/** The classes of the message centre, in the order the centre lists them. */
export const MESSAGE_CLASSES = ['SYSTEM', 'INTERACTION', 'SERVICE'] as const;
export type MessageClass = (typeof MESSAGE_CLASSES)[number];
export const isMessageClass = (v: string): v is MessageClass => (MESSAGE_CLASSES as readonly string[]).includes(v);

/** `msgType`: what opening a message shows. */
export const MSG_TYPE = { DETAIL: 1, REPLY: 2 } as const;

/** `jumpType`: where a message leads (0 nowhere). */
export const JUMP_TYPE = { NONE: 0, ACTIVITY: 1, TOPIC: 2, GOODS: 3, URL: 4 } as const;

/** What wrote a message (`type` in the answers). */
export const MESSAGE_KINDS = { NOTICE: 'NOTICE', COMMENT_REPLY: 'COMMENT_REPLY', COMPLAINT: 'COMPLAINT' } as const;

export const MESSAGE_TEXTS = {
  noSuchMessage: '消息不存在',
  badClass: '消息分类不正确',
  read: '已读',
} as const;

/** The classes' names as the centre shows them. */
export const CLASS_NAMES: InLanguages<Record<MessageClass, string>> = {
  CN: { SYSTEM: '系统消息', INTERACTION: '互动消息', SERVICE: '服务通知' },
  FRENCH: { SYSTEM: 'Messages système', INTERACTION: 'Interactions', SERVICE: 'Avis de service' },
  EN: { SYSTEM: 'System messages', INTERACTION: 'Interactions', SERVICE: 'Service notices' },
  JAPANESE: { SYSTEM: 'システムメッセージ', INTERACTION: 'インタラクション', SERVICE: 'サービス通知' },
  KOREAN: { SYSTEM: '시스템 메시지', INTERACTION: '상호작용', SERVICE: '서비스 알림' },
};

/** The title of the message a reply to the user's comment writes (`name`: who replied). */
export const REPLY_TITLE: InLanguages<(name: string) => string> = {
  CN: (name) => `${name} 回复了你的评论`,
  FRENCH: (name) => `${name} a répondu à votre commentaire`,
  EN: (name) => `${name} replied to your comment`,
  JAPANESE: (name) => `${name}さんがあなたのコメントに返信しました`,
  KOREAN: (name) => `${name}님이 회원님의 댓글에 답글을 남겼습니다`,
};

/** The title of the message a complaint's handling writes (`no`: the complaint number). */
export const COMPLAINT_TITLE: InLanguages<(no: string) => string> = {
  CN: (no) => `您的投诉 ${no} 有新的处理进度`,
  FRENCH: (no) => `Votre réclamation ${no} a avancé`,
  EN: (no) => `Your complaint ${no} has an update`,
  JAPANESE: (no) => `苦情 ${no} の処理が進みました`,
  KOREAN: (no) => `민원 ${no} 처리 현황이 업데이트되었습니다`,
};

export interface NoticeSample {
  title: string;
  content: string;
  jumpType: number;
  /** For jumpType 4, the address; for 1, the first activity of the site is linked. */
  jumpUrl?: string;
  daysAgo: number;
  read: boolean;
}

const GUIDE_URL = 'https://www.mct.gov.cn/';

/** The demo system messages every demo user gets on a site, oldest first. */
export const NOTICE_SAMPLES: InLanguages<readonly NoticeSample[]> = {
  CN: [
    {
      title: '欢迎加入智慧文旅平台',
      content: '感谢注册！在这里可以预约场馆、报名活动、参与志愿服务。',
      jumpType: 0,
      daysAgo: 20,
      read: true,
    },
    { title: '文明旅游倡议', content: '文明出游，从我做起。请查看文明旅游指南。', jumpType: 4, jumpUrl: GUIDE_URL, daysAgo: 9, read: true },
    { title: '新活动上线', content: '本周末有新的文化活动开放报名，名额有限，欢迎参与。', jumpType: 1, daysAgo: 3, read: false },
    {
      title: '系统维护通知',
      content: '平台将于本周日凌晨 2:00 至 4:00 进行系统维护，期间部分服务暂停。',
      jumpType: 0,
      daysAgo: 1,
      read: false,
    },
  ],
  FRENCH: [
    {
      title: 'Bienvenue sur la plateforme',
      content: 'Merci de votre inscription ! Réservez des lieux, inscrivez-vous aux activités.',
      jumpType: 0,
      daysAgo: 20,
      read: true,
    },
    {
      title: 'Pour un tourisme responsable',
      content: 'Voyagez avec respect. Consultez le guide du tourisme responsable.',
      jumpType: 4,
      jumpUrl: GUIDE_URL,
      daysAgo: 9,
      read: true,
    },
    {
      title: 'Nouvelle activité',
      content: 'Une nouvelle activité culturelle ouvre ses inscriptions ce week-end.',
      jumpType: 1,
      daysAgo: 3,
      read: false,
    },
    {
      title: 'Maintenance prévue',
      content: 'La plateforme sera en maintenance dimanche de 2 h à 4 h.',
      jumpType: 0,
      daysAgo: 1,
      read: false,
    },
  ],
  EN: [
    {
      title: 'Welcome to the platform',
      content: 'Thanks for signing up! Book venues, join activities and volunteer here.',
      jumpType: 0,
      daysAgo: 20,
      read: true,
    },
    {
      title: 'Travel responsibly',
      content: 'Respect the places you visit. Read the responsible travel guide.',
      jumpType: 4,
      jumpUrl: GUIDE_URL,
      daysAgo: 9,
      read: true,
    },
    {
      title: 'New activity open',
      content: 'A new cultural activity opens for sign-up this weekend. Places are limited.',
      jumpType: 1,
      daysAgo: 3,
      read: false,
    },
    {
      title: 'Scheduled maintenance',
      content: 'The platform is down for maintenance on Sunday from 2:00 to 4:00.',
      jumpType: 0,
      daysAgo: 1,
      read: false,
    },
  ],
  JAPANESE: [
    {
      title: 'ようこそ',
      content: 'ご登録ありがとうございます。施設の予約やイベントへの参加ができます。',
      jumpType: 0,
      daysAgo: 20,
      read: true,
    },
    {
      title: 'マナーを守った観光を',
      content: 'マナーを守って旅を楽しみましょう。ガイドをご覧ください。',
      jumpType: 4,
      jumpUrl: GUIDE_URL,
      daysAgo: 9,
      read: true,
    },
    { title: '新しいイベント', content: '今週末、新しい文化イベントの受付を開始します。', jumpType: 1, daysAgo: 3, read: false },
    {
      title: 'メンテナンスのお知らせ',
      content: '日曜日 2:00〜4:00 にシステムメンテナンスを行います。',
      jumpType: 0,
      daysAgo: 1,
      read: false,
    },
  ],
  KOREAN: [
    {
      title: '환영합니다',
      content: '가입해 주셔서 감사합니다. 시설 예약과 행사 참여를 할 수 있습니다.',
      jumpType: 0,
      daysAgo: 20,
      read: true,
    },
    {
      title: '올바른 여행 문화',
      content: '에티켓을 지키며 여행해요. 여행 가이드를 확인하세요.',
      jumpType: 4,
      jumpUrl: GUIDE_URL,
      daysAgo: 9,
      read: true,
    },
    { title: '새 행사 안내', content: '이번 주말 새로운 문화 행사 접수가 시작됩니다.', jumpType: 1, daysAgo: 3, read: false },
    { title: '시스템 점검 안내', content: '일요일 2:00~4:00 시스템 점검이 진행됩니다.', jumpType: 0, daysAgo: 1, read: false },
  ],
};

/** The demo users who get the demo messages. */
export const DEMO_RECIPIENTS = ['13800000001', '13800000002'] as const;
