import type { UserErrorTexts } from '../../core/messages.ts';

/** The points domain's refusals, in the five languages. */
export const pointsErrorTexts: UserErrorTexts<'POINTS_ALREADY_CLAIMED'> = {
  CN: { POINTS_ALREADY_CLAIMED: '今天已经签到过了，明天再来吧' },
  EN: { POINTS_ALREADY_CLAIMED: 'You have already checked in today. Come back tomorrow.' },
  FRENCH: { POINTS_ALREADY_CLAIMED: 'Vous avez déjà pointé aujourd’hui. Revenez demain.' },
  JAPANESE: { POINTS_ALREADY_CLAIMED: '今日はすでにチェックイン済みです。また明日どうぞ。' },
  KOREAN: { POINTS_ALREADY_CLAIMED: '오늘은 이미 출석했습니다. 내일 다시 와 주세요.' },
};
