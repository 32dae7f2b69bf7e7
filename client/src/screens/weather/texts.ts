import { familyTexts } from '../../i18n';

/** The weather family's texts (the air-quality page), loaded with its screens. */
export const weatherTexts = familyTexts('weather', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
