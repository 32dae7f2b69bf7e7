import { familyTexts } from '../../i18n';

/** The rental family's texts (the car rental page), loaded with its screens. */
export const rentalTexts = familyTexts('rental', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
