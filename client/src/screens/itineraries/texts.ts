import { familyTexts } from '../../i18n';

/** The itineraries' texts, loaded with their screens in the shown language (`t('itineraries.…')`). */
export const itineraryTexts = familyTexts('itineraries', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
