import { familyTexts } from '../../i18n';

/** The write-off screens' texts (the gate and the order at the gate), loaded with their screens. */
export const writeOffTexts = familyTexts('writeOff', {
  CN: () => import('./locales/cn'),
  EN: () => import('./locales/en'),
  FRENCH: () => import('./locales/fr'),
  JAPANESE: () => import('./locales/ja'),
  KOREAN: () => import('./locales/ko'),
});
