import { widgetTexts } from '../../i18n';

/** The integrity texts (the credit banner, an activity booking's refusal), loaded with them (never with the home). */
export const creditTexts = widgetTexts('credit', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
