/** The messaging-app sign-in's rules: the app-address check and the authorize page's address. */

/**
 * An address of the app itself: http(s), no credentials or fragment, on an app origin. The return
 * address the authorize page goes back to, and a page the share signature signs.
 */
export function redirectAllowed(raw: string, appOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.hash) return false;
  return appOrigins.includes(url.origin);
}

/** What the upstream's getAuthorizeParam answers. */
export interface AuthorizeParamRow {
  siteId?: string | number | null;
  appid?: string | null;
  redirectUri?: string | null;
  componentAppid?: string | null;
}

/** The authorize page's address, asking for the user-info scope (the messaging app's `#wechat_redirect` form). */
export function authorizeUrl(base: string, params: AuthorizeParamRow, redirectUri: string, state: string): string {
  const url = new URL(base);
  url.searchParams.set('appid', params.appid ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'snsapi_userinfo');
  url.searchParams.set('state', state);
  if (params.componentAppid) url.searchParams.set('component_appid', params.componentAppid);
  url.hash = 'wechat_redirect';
  return url.href;
}
