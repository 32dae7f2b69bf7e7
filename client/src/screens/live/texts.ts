import { familyTexts } from '../../i18n';

/** The live family's texts, loaded with its screens. */
export const liveTexts = familyTexts('live', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
