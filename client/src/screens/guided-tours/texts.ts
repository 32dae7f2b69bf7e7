import { familyTexts } from '../../i18n';

/** The guided-tours family's texts, loaded with its screens. */
export const guidedTourTexts = familyTexts('guidedTours', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
