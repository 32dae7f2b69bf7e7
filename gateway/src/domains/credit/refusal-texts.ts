import type { Language } from '../../core/language.ts';
import { localizedMessage } from '../../core/messages.ts';
import type { BookingEligibilityValue } from './eligibility.ts';

/**
 * The integrity check's refusal, worded once for every frontend. The score
 * refusal is the user error INTEGRITY_REFUSED's text (the spec's sentence); the two status
 * dialogs name the missed count, the score, the ban period and the action ("book activity room"
 * for the audit-status check).
 */
interface RefusalTexts {
  shortTerm(count: number): string;
  loss: string;
  BOOK_ACTIVITY: string;
  BOOK_ACTIVITY_ROOM: string;
  locale: string;
}

const TEXTS: Record<Language, RefusalTexts> = {
  CN: {
    shortTerm: () => '您已失约{count}次，当前诚信分为{score}分，{start}至{end}期间无法{action}。',
    loss: '您已被列为失信人员，{start}至{end}期间无法{action}。',
    BOOK_ACTIVITY: '预约活动',
    BOOK_ACTIVITY_ROOM: '预约活动室',
    locale: 'zh-CN',
  },
  EN: {
    shortTerm: (count) =>
      count === 1
        ? 'You have missed {count} booking and your integrity score is {score}. From {start} to {end} you cannot {action}.'
        : 'You have missed {count} bookings and your integrity score is {score}. From {start} to {end} you cannot {action}.',
    loss: 'You are listed as untrustworthy. From {start} to {end} you cannot {action}.',
    BOOK_ACTIVITY: 'book activity',
    BOOK_ACTIVITY_ROOM: 'book activity room',
    locale: 'en-GB',
  },
  FRENCH: {
    shortTerm: (count) =>
      count === 1
        ? 'Vous avez manqué {count} réservation et votre score est de {score}. Du {start} au {end}, vous ne pouvez pas {action}.'
        : 'Vous avez manqué {count} réservations et votre score est de {score}. Du {start} au {end}, vous ne pouvez pas {action}.',
    loss: 'Vous êtes considéré comme non fiable. Du {start} au {end}, vous ne pouvez pas {action}.',
    BOOK_ACTIVITY: "réserver d'activité",
    BOOK_ACTIVITY_ROOM: "réserver de salle d'activité",
    locale: 'fr-FR',
  },
  JAPANESE: {
    shortTerm: () => '無断キャンセルが{count}回あり、現在の信用スコアは{score}点です。{start}から{end}まで{action}できません。',
    loss: '信用喪失者として登録されています。{start}から{end}まで{action}できません。',
    BOOK_ACTIVITY: '活動を予約',
    BOOK_ACTIVITY_ROOM: '活動室を予約',
    locale: 'ja-JP',
  },
  KOREAN: {
    shortTerm: () => '노쇼 {count}회로 현재 신용 점수는 {score}점입니다. {start}부터 {end}까지 {action}할 수 없습니다.',
    loss: '신용 상실자로 등록되어 {start}부터 {end}까지 {action}할 수 없습니다.',
    BOOK_ACTIVITY: '활동 예약',
    BOOK_ACTIVITY_ROOM: '활동실 예약',
    locale: 'ko-KR',
  },
};

function day(iso: string | null, locale: string): string {
  if (!iso) return '…';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Shanghai' }).format(d);
}

/** The refusal dialog's text in `language`; null when the user may book. */
export function refusalText(e: BookingEligibilityValue, language: Language): string | null {
  if (e.allowed || !e.refusal) return null;
  const t = TEXTS[language];
  if (e.refusal === 'SCORE_TOO_LOW') return localizedMessage(language, 'INTEGRITY_REFUSED', null);
  const count = e.missedCount ?? 0;
  const template = e.refusal === 'SHORT_TERM_LOSS' ? t.shortTerm(count) : t.loss;
  return template
    .replace('{count}', String(count))
    .replace('{score}', String(e.score ?? 0))
    .replace('{start}', day(e.banStartsAt, t.locale))
    .replace('{end}', day(e.banEndsAt, t.locale))
    .replace('{action}', t[e.action]);
}
