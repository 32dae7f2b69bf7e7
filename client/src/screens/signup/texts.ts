import { familyTexts } from '../../i18n';

/** The sign-up forms' texts (the form and its success page), loaded with their screens. */
export const signupTexts = familyTexts('signup', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
