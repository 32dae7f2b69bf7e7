import { familyTexts } from '../../i18n';

export const brandTexts = familyTexts('brands', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
