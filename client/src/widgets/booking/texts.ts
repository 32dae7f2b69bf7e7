import { familyTexts } from '../../i18n';

/**
 * The booking and order texts (t('orders.…')): the booking widgets' and those the families that
 * book, order, pay or list orders share. Loaded with those families' screens (their routes.tsx),
 * never with the home.
 */
export const bookingTexts = familyTexts('orders', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
