import { widgetTexts } from '../../i18n';

/** The upload widgets' texts, loaded with the widgets (never with the home). */
export const uploadTexts = widgetTexts('upload', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
