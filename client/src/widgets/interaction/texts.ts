import { widgetTexts } from '../../i18n';

/** The interaction bar's texts, loaded with the bar (never with the home). */
export const interactionTexts = widgetTexts('interact', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
