import { familyTexts } from '../../i18n';

/** The search around's texts (its page and the links to it), loaded with them. */
export const aroundTexts = familyTexts('around', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
