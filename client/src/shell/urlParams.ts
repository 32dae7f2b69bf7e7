import { fetchQuery, graphql } from 'relay-runtime';
import type { urlParamsLanguageSiteQuery } from '../__generated__/urlParamsLanguageSiteQuery.graphql';
import { setSiteCode } from '../env/site';
import { hashPath, hashSearch } from '../env/address';
import { languageSiteWanted, normalizeLanguage, setUserLanguage, type LanguageCode } from '../i18n';
import { environment } from '../relay/environment';

/**
 * Applies `siteCode` and `lang` of an `/index?siteCode=xxx&lang=yy` address.
 * Returns true when the site changed after start-up: the caller reloads so that the one Relay
 * store never mixes two sites' data.
 */
export function applyUrlParams(search: URLSearchParams): boolean {
  const lang = normalizeLanguage(search.get('lang'));
  if (lang) setUserLanguage(lang);
  const site = search.get('siteCode');
  return site ? setSiteCode(site) : false;
}

/** The path of the hash route at start-up, e.g. `/index` of `#/index?siteCode=site513225`. */
export function initialHashPath(): string {
  return hashPath(window.location.hash);
}

/** The query string of the hash route at start-up, e.g. `#/index?siteCode=site513225`. */
export function initialHashSearch(): URLSearchParams {
  return hashSearch(window.location.hash);
}

const LANGUAGE_SITE_QUERY = graphql`
  query urlParamsLanguageSiteQuery($language: Language!) {
    languageSite(language: $language) {
      code
    }
  }
`;

const asked = new Set<LanguageCode>();

/**
 * A `lang` of an index address without `siteCode` (`/index?lang=en`, `?lang=fr`, also
 * the app's own codes) leads to that language's dedicated site. The gateway owns which site that
 * is (`Query.languageSite`); this asks it once a page per language and stores the site code.
 * Resolves true when the site changed; null when there is nothing to ask (no `lang`, an explicit
 * `siteCode`, or this language was already asked on this page). The interface language stays
 * the one `lang` chose (applyUrlParams).
 */
export function switchToLanguageSite(path: string, search: URLSearchParams): Promise<boolean> | null {
  const lang = languageSiteWanted(path, search);
  if (!lang || asked.has(lang)) return null;
  asked.add(lang);
  return fetchQuery<urlParamsLanguageSiteQuery>(environment, LANGUAGE_SITE_QUERY, { language: lang }, { fetchPolicy: 'network-only' })
    .toPromise()
    .then(
      (data) => (data?.languageSite ? setSiteCode(data.languageSite.code) : false),
      () => false,
    );
}
