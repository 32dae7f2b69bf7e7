import type { UserErrorTexts } from '../../core/messages.ts';

/** The guide search's refusals, in the five languages. */
export const guideErrorTexts: UserErrorTexts<'GUIDE_KEYWORD_TOO_LONG'> = {
  CN: { GUIDE_KEYWORD_TOO_LONG: '查询关键词最多{limit}个字' },
  EN: { GUIDE_KEYWORD_TOO_LONG: 'Search with at most {limit} characters.' },
  FRENCH: { GUIDE_KEYWORD_TOO_LONG: 'Recherchez avec {limit} caractères au maximum.' },
  JAPANESE: { GUIDE_KEYWORD_TOO_LONG: '検索語は{limit}文字以内で入力してください。' },
  KOREAN: { GUIDE_KEYWORD_TOO_LONG: '검색어는 최대 {limit}자까지 입력할 수 있습니다.' },
};
