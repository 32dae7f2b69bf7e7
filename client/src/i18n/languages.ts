/**
 * The language codes and the rules that pick one, without i18next: the network layer's first
 * requests (relay/firstScreen.ts, also compiled into index.html's inline script) read them too.
 */

/** The site's locale codes, used directly as i18next language codes. */
export const LANGUAGES = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

const ALIASES: Record<string, LanguageCode> = {
  cn: 'CN',
  zh: 'CN',
  'zh-cn': 'CN',
  'zh-hans': 'CN',
  chinese: 'CN',
  en: 'EN',
  english: 'EN',
  fr: 'FRENCH',
  french: 'FRENCH',
  jp: 'JAPANESE',
  ja: 'JAPANESE',
  japanese: 'JAPANESE',
  kr: 'KOREAN',
  ko: 'KOREAN',
  korean: 'KOREAN',
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

/** Remembers the user's explicit choice (private mode: for this page only, nothing stored). */
export function storeUserLanguage(lang: LanguageCode): void {
  try {
    window.localStorage.setItem(USER_LANG_KEY, lang);
  } catch {
    /* ignore */
  }
}

/** The language a page starts in: its address's `lang`, else the user's choice, else Chinese. */
export function startLanguage(search: URLSearchParams): LanguageCode {
  return normalizeLanguage(search.get('lang')) ?? getUserLanguage() ?? 'CN';
}

/**
 * The language whose own site an address asks for: a `lang` on the index route without a
 * `siteCode` (`/index?lang=en`; the gateway names that site). On any other screen `lang` changes
 * the interface language alone.
 */
export function languageSiteWanted(path: string, search: URLSearchParams): LanguageCode | null {
  if (!/^\/?(index)?$/.test(path) || search.get('siteCode')) return null;
  return normalizeLanguage(search.get('lang'));
}
