import { familyTexts } from '../../i18n';

/** The memorial family's texts (the home's worship variant), loaded with its shelf. */
export const memorialTexts = familyTexts('memorial', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
