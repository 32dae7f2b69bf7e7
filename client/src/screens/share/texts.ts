import { familyTexts } from '../../i18n';

/** The share button's and share hint's texts (t('share.…')), loaded with the first share button. */
export const shareTexts = familyTexts('share', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
