import { familyTexts } from '../../i18n';

/** The course school's texts, loaded with its screens in the shown language (`t('courses.…')`). */
export const courseTexts = familyTexts('courses', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
