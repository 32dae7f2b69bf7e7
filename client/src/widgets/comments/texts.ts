import { widgetTexts } from '../../i18n';

/** The comment widgets' texts, loaded with the widgets (never with the home). */
export const commentTexts = widgetTexts('comment', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
