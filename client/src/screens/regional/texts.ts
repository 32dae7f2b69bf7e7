import { familyTexts } from '../../i18n';

/** The regional pack's texts (the Xinjiang edition's pages), loaded with its screens. */
export const regionalTexts = familyTexts('regional', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
