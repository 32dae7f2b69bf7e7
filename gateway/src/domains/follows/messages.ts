import type { UserErrorTexts } from '../../core/messages.ts';

/** The follows' refusals, in the five languages. */
export const followErrorTexts: UserErrorTexts<'FOLLOW_SELF'> = {
  CN: { FOLLOW_SELF: '不能关注自己' },
  EN: { FOLLOW_SELF: 'You cannot follow yourself.' },
  FRENCH: { FOLLOW_SELF: 'Vous ne pouvez pas vous suivre vous-même.' },
  JAPANESE: { FOLLOW_SELF: '自分をフォローすることはできません。' },
  KOREAN: { FOLLOW_SELF: '자신을 팔로우할 수 없습니다.' },
};
