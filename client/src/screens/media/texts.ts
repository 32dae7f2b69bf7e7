import { familyTexts } from '../../i18n';

/** The media family's texts, loaded with its screens. */
export const mediaTexts = familyTexts('media', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
