import { familyTexts } from '../../i18n';

/** The order hub's texts (all my orders, the orders waiting for me), loaded with their screens. */
export const orderHubTexts = familyTexts('orderHub', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
