import { text } from './normalise.ts';

/** The languages of the spec, as sites and clients name them. */
export type Language = 'CN' | 'EN' | 'FRENCH' | 'JAPANESE' | 'KOREAN';

const LANGUAGE_ALIASES: Record<string, Language> = {
  CN: 'CN',
  ZH: 'CN',
  ZH_CN: 'CN',
  EN: 'EN',
  ENGLISH: 'EN',
  FRENCH: 'FRENCH',
  FR: 'FRENCH',
  FRA: 'FRENCH',
  JAPANESE: 'JAPANESE',
  JP: 'JAPANESE',
  JA: 'JAPANESE',
  KOREAN: 'KOREAN',
  KR: 'KOREAN',
  KO: 'KOREAN',
  KOR: 'KOREAN',
};

/** An `x-language` header value → Language; null when absent or unknown. */
export function requestLanguage(value: string | null): Language | null {
  const v = text(value)?.toUpperCase().replace('-', '_');
  return (v && LANGUAGE_ALIASES[v]) || null;
}

/** siteLanguage → Language; unknown → CN. */
export function siteLanguage(value: unknown): Language {
  const v = text(value)?.toUpperCase().replace('-', '_');
  return (v && LANGUAGE_ALIASES[v]) || 'CN';
}

/**
 * The dedicated site of each language that has one (`/index?lang=en|fr` leads to
 * it), e.g. `{ EN: 'site450300', FRENCH: 'site530700' }`. Configured with LANGUAGE_SITES; the
 * defaults live in the site domain (domains/site/language-sites.ts).
 */
export type LanguageSites = Readonly<Partial<Record<Language, string>>>;
