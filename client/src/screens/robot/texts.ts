import { familyTexts } from '../../i18n';

/** The site robot's texts (the chat page), loaded with its screen. */
export const robotTexts = familyTexts('robot', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
