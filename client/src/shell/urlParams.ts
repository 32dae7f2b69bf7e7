import { setSiteCode } from '../env/site';
import { normalizeLanguage, setUserLanguage } from '../i18n';

/**
 * Applies `siteCode` and `lang` of an `/index?siteCode=xxx&lang=yy` address (spec §2).
 * Returns true when the site changed after start-up: the caller reloads so that the one Relay
 * store never mixes two sites' data.
 */
export function applyUrlParams(search: URLSearchParams): boolean {
  const lang = normalizeLanguage(search.get('lang'));
  if (lang) setUserLanguage(lang);
  const site = search.get('siteCode');
  return site ? setSiteCode(site) : false;
}

/** The query string of the hash route at start-up, e.g. `#/index?siteCode=site513225`. */
export function initialHashSearch(): URLSearchParams {
  const hash = window.location.hash;
  const q = hash.indexOf('?');
  return new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
}
