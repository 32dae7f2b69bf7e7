import type { Localized } from '../../../i18n/localized';
import type cn from './cn';

/** The agreements family's texts (t('agreements.…')). */
export default {
  REGISTRATION: '회원가입 약관',
  PRIVACY: '개인정보 처리방침',
  PUBLISHING: '게시물 약관',
  version: '버전 {{version}}',
  updated: '{{date}} 업데이트',
  missing: '이 약관이 없습니다',
} satisfies Localized<typeof cn>;
