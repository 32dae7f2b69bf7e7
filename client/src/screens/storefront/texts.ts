import { familyTexts } from '../../i18n';

/** The storefront family's texts (the site's shop of local products), loaded with its screens. */
export const storefrontTexts = familyTexts('storefront', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
