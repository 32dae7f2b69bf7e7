import { familyTexts } from '../../i18n';

/** The traffic family's texts (trains, flights, coaches), loaded with its screens. */
export const trafficTexts = familyTexts('traffic', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
