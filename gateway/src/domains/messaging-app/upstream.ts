import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import { UpstreamUnavailableError } from '../../core/upstream/errors.ts';

/** Upstream calls of the messaging-app sign-in and JS-SDK (API.md "Accounts, sessions and the personal centre"). */

export function getAuthorizeParam(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.get('user/wechatOpenAuth/getAuthorizeParam');
}

/** The open id's user on the site (created without a phone on first use); code 4 when an invitation is needed. */
export function getUserData(upstream: UpstreamClient, openId: string, siteId: string): Promise<Envelope> {
  return upstream.get('user/wechatOpenAuth/getUserData', { wechatOpenId: openId, siteId });
}

/** Binds the open id to the session's user (once; another user's open id is refused, code 1). */
export function bindOpenId(upstream: UpstreamClient, openId: string): Promise<Envelope> {
  return upstream.post('user/api/userBind/bindOpenId', { wechatOpenId: openId });
}

/** The JS-SDK configuration of a page (signed with the jsapi ticket the upstream keeps). */
export function getSignature(upstream: UpstreamClient, url: string): Promise<Envelope> {
  return upstream.get('user/wechatOpenAuth/getSignature', { url });
}

const EXCHANGE_TIMEOUT_MS = 8000;

/**
 * The messaging app's code-for-open-id exchange (server to server): the open id of a live code,
 * null when the code is refused (used, expired or forged).
 */
export async function exchangeCode(tokenUrl: string, appid: string, code: string): Promise<string | null> {
  const url = new URL(tokenUrl);
  url.searchParams.set('appid', appid);
  url.searchParams.set('code', code);
  url.searchParams.set('grant_type', 'authorization_code');
  let body: { openid?: unknown; errcode?: unknown };
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS) });
    if (!res.ok) throw new UpstreamUnavailableError('HTTP_STATUS');
    body = (await res.json()) as typeof body;
  } catch (error) {
    if (error instanceof UpstreamUnavailableError) throw error;
    throw new UpstreamUnavailableError(error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK');
  }
  return typeof body.openid === 'string' && body.openid !== '' && !body.errcode ? body.openid : null;
}
