import { familyTexts } from '../../i18n';

/** The convenience family's texts (the service map and the self-drive page), loaded with its screens. */
export const convenienceTexts = familyTexts('convenience', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
