import type { Localized } from '../../../i18n/localized';
import type cn from './cn';

/** The agreements family's texts (t('agreements.…')). */
export default {
  REGISTRATION: '会員登録規約',
  PRIVACY: 'プライバシーポリシー',
  PUBLISHING: '投稿規約',
  version: 'バージョン {{version}}',
  updated: '{{date}} 更新',
  missing: 'この規約はありません',
} satisfies Localized<typeof cn>;
