import { familyTexts } from '../../i18n';

/** The booking subscriptions' texts (the subscription page), loaded with its screen. */
export const subscriptionsTexts = familyTexts('subscriptions', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
