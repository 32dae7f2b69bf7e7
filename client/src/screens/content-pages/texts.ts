import { familyTexts } from '../../i18n';

/** The content pages' texts (t('contentPages.…')): a place's news, a channel's micro-lessons, a banner slide. */
export const contentPagesTexts = familyTexts('contentPages', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
