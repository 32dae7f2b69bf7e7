import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import cn from './locales/cn';
import en from './locales/en';
import fr from './locales/fr';
import ja from './locales/ja';
import ko from './locales/ko';
import ordersCn from './locales/orders/cn';
import ordersEn from './locales/orders/en';
import ordersFr from './locales/orders/fr';
import ordersJa from './locales/orders/ja';
import ordersKo from './locales/orders/ko';

/** The spec's locale codes (§9), used directly as i18next language codes. */
export const LANGUAGES = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

/**
 * Issue 4's strings live in locales/orders/* (`orders`). There are no user-error texts here: the
 * gateway writes UserError.message in the language sent as `x-language` (relay/environment.ts).
 */
function withOrders<B extends object, O extends { orders: object }>(base: B, extra: O) {
  return { ...base, orders: extra.orders };
}

export const resources = {
  CN: { translation: withOrders(cn, ordersCn) },
  EN: { translation: withOrders(en, ordersEn) },
  FRENCH: { translation: withOrders(fr, ordersFr) },
  JAPANESE: { translation: withOrders(ja, ordersJa) },
  KOREAN: { translation: withOrders(ko, ordersKo) },
} as const;

const HTML_LANG: Record<LanguageCode, string> = {
  CN: 'zh-CN',
  EN: 'en',
  FRENCH: 'fr',
  JAPANESE: 'ja',
  KOREAN: 'ko',
};

const ALIASES: Record<string, LanguageCode> = {
  cn: 'CN', zh: 'CN', 'zh-cn': 'CN', 'zh-hans': 'CN', chinese: 'CN',
  en: 'EN', english: 'EN',
  fr: 'FRENCH', french: 'FRENCH',
  jp: 'JAPANESE', ja: 'JAPANESE', japanese: 'JAPANESE',
  kr: 'KOREAN', ko: 'KOREAN', korean: 'KOREAN',
};

/** Accepts the spec codes and the short forms (zh/CN, en/EN, fr/FRENCH, jp/JAPANESE, kr/KOREAN). */
export function normalizeLanguage(input: string | null | undefined): LanguageCode | null {
  if (!input) return null;
  return ALIASES[input.trim().toLowerCase()] ?? null;
}

const USER_LANG_KEY = 'ctp.lang';

/** The language the user chose explicitly (switcher or `lang=` parameter), if any. */
export function getUserLanguage(): LanguageCode | null {
  try {
    return normalizeLanguage(window.localStorage.getItem(USER_LANG_KEY));
  } catch {
    return null;
  }
}

export function setUserLanguage(lang: LanguageCode): void {
  try {
    window.localStorage.setItem(USER_LANG_KEY, lang);
  } catch {
    /* ignore */
  }
  applyLanguage(lang);
}

export function applyLanguage(lang: LanguageCode): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

export function currentLanguage(): LanguageCode {
  return normalizeLanguage(i18n.language) ?? 'CN';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: 'CN',
  fallbackLng: 'CN',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
