import { familyTexts } from '../../i18n';

/** The promoter programme's texts (the centre, the member lists, the poster), loaded with their screens. */
export const promotionTexts = familyTexts('promotion', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
