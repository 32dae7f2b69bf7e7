import type { Localized } from '../../../i18n/localized';
import type cn from './cn';

/** The agreements family's texts (t('agreements.…')). */
export default {
  REGISTRATION: 'Conditions d’inscription',
  PRIVACY: 'Politique de confidentialité',
  PUBLISHING: 'Charte de publication',
  version: 'Version {{version}}',
  updated: 'mise à jour le {{date}}',
  missing: 'Ce document n’est pas disponible',
} satisfies Localized<typeof cn>;
