import { familyTexts } from '../../i18n';

/** The volunteer area's texts (`t('volunteers.…')`), loaded with its screens in the shown language. */
export const volunteerTexts = familyTexts('volunteers', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
