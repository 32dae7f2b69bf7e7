import { familyTexts } from '../../i18n';

/** The activities family's texts, loaded with its screens in the language shown. */
export const activitiesTexts = familyTexts('activities', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
