import type { UserErrorTexts } from '../../core/messages.ts';

type Code = 'AGENCY_SITE_INVALID' | 'AGENCY_REGION_TOO_LONG';

/** The agency list's refusals, in the five languages. */
export const agencyErrorTexts: UserErrorTexts<Code> = {
  CN: { AGENCY_SITE_INVALID: '站点不存在', AGENCY_REGION_TOO_LONG: '地区名称最多{limit}个字' },
  EN: { AGENCY_SITE_INVALID: 'There is no such site.', AGENCY_REGION_TOO_LONG: 'A district name has at most {limit} characters.' },
  FRENCH: {
    AGENCY_SITE_INVALID: 'Ce site n’existe pas.',
    AGENCY_REGION_TOO_LONG: 'Un nom de district compte {limit} caractères au maximum.',
  },
  JAPANESE: { AGENCY_SITE_INVALID: 'このサイトは存在しません。', AGENCY_REGION_TOO_LONG: '地区名は{limit}文字以内です。' },
  KOREAN: { AGENCY_SITE_INVALID: '존재하지 않는 사이트입니다.', AGENCY_REGION_TOO_LONG: '지역 이름은 최대 {limit}자입니다.' },
};
