import type { Localized } from '../../../i18n/localized';
import type cn from './cn';

/** The agreements family's texts (t('agreements.…')). */
export default {
  REGISTRATION: 'User Registration Agreement',
  PRIVACY: 'Privacy Policy',
  PUBLISHING: 'Publishing Agreement',
  version: 'Version {{version}}',
  updated: 'updated {{date}}',
  missing: 'This agreement is not available',
} satisfies Localized<typeof cn>;
