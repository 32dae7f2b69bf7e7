import { text } from '../places/normalise.ts';

export type SiteEdition = 'GENERAL' | 'SCENIC' | 'PROVINCIAL';
export type Language = 'CN' | 'EN' | 'FRENCH' | 'JAPANESE' | 'KOREAN';

/** siteVersion SCENERY → SCENIC; PROVINCIAL (or PROVINCE) → PROVINCIAL; else GENERAL. */
export function siteEdition(siteVersion: unknown): SiteEdition {
  const v = text(siteVersion)?.toUpperCase();
  if (v === 'SCENERY' || v === 'SCENIC') return 'SCENIC';
  if (v === 'PROVINCIAL' || v === 'PROVINCE') return 'PROVINCIAL';
  return 'GENERAL';
}

const LANGUAGE_ALIASES: Record<string, Language> = {
  CN: 'CN', ZH: 'CN', ZH_CN: 'CN',
  EN: 'EN', ENGLISH: 'EN',
  FRENCH: 'FRENCH', FR: 'FRENCH', FRA: 'FRENCH',
  JAPANESE: 'JAPANESE', JP: 'JAPANESE', JA: 'JAPANESE',
  KOREAN: 'KOREAN', KR: 'KOREAN', KO: 'KOREAN', KOR: 'KOREAN',
};

/** An `x-language` header value → Language; null when absent or unknown. */
export function requestLanguage(value: string | null): Language | null {
  const v = text(value)?.toUpperCase().replace('-', '_');
  return (v && LANGUAGE_ALIASES[v]) || null;
}

/** siteLanguage → Language; unknown → CN (doc 1 §9). */
export function siteLanguage(value: unknown): Language {
  const v = text(value)?.toUpperCase().replace('-', '_');
  return (v && LANGUAGE_ALIASES[v]) || 'CN';
}
