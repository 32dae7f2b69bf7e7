import { familyTexts } from '../../i18n';

/** The payments family's texts (`t('payments.…')`), loaded with the screens that show a cashier, a voucher or the codes. */
export const paymentsTexts = familyTexts('payments', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
