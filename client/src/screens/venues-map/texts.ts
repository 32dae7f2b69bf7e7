import { familyTexts } from '../../i18n';

/** The venues map's texts, loaded with its screen. */
export const venuesMapTexts = familyTexts('venuesMap', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
