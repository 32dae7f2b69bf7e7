import { familyTexts } from '../../i18n';

/** The stories family's texts (`t('stories.…')`), loaded with its screens in the shown language. */
export const storiesTexts = familyTexts('stories', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
