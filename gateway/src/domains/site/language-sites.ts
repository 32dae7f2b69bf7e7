/**
 * The language → dedicated-language-site rule (`/index?lang=en` and `?lang=fr`
 * lead to a site of their own). The gateway owns the mapping; the app asks `Query.languageSite`.
 */
import { requestLanguage, type Language, type LanguageSites } from '../../core/language.ts';

/** The reference upstream's demo language sites (Guilin in English, Lijiang in French, Xi'an in Japanese, Yanbian in Korean). */
export const LANGUAGE_SITE_DEFAULTS: LanguageSites = {
  EN: 'site450300',
  FRENCH: 'site530700',
  JAPANESE: 'site610100',
  KOREAN: 'site222400',
};

/**
 * Parses LANGUAGE_SITES: comma-separated `language=siteCode` pairs, the language as the app or
 * the spec names it (`en=site450300,fr=site530700`, `JAPANESE=site610100`). An empty value
 * after `=` removes that language's site; anything else malformed throws.
 */
export function parseLanguageSites(raw: string, base: LanguageSites = LANGUAGE_SITE_DEFAULTS): LanguageSites {
  const out: Partial<Record<Language, string>> = { ...base };
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [key = '', code = '', ...rest] = entry.split('=').map((p) => p.trim());
    const language = requestLanguage(key);
    if (!language || !entry.includes('=') || rest.length > 0 || (code !== '' && !/^[A-Za-z0-9_-]{1,64}$/.test(code))) {
      throw new Error(`LANGUAGE_SITES: "${entry}" is not language=siteCode`);
    }
    if (code === '') delete out[language];
    else out[language] = code;
  }
  return out;
}

/** The site code of a language's dedicated site, or null when it has none. */
export function languageSiteCode(language: Language, sites: LanguageSites): string | null {
  return sites[language] ?? null;
}
