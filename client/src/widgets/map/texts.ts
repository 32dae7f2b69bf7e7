import { familyTexts } from '../../i18n';

/** The map widget's texts, loaded with the map (never with the home). */
export const mapTexts = familyTexts('mapView', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
