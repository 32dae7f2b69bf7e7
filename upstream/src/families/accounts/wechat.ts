/** The messaging app's sign-in and JS-SDK: the demo credentials, the invitation rule, the signature. */
import { createHash } from 'node:crypto';

/** Demo messaging-app credentials (fixed; not secrets of any real account). */
export const DEMO_WECHAT = {
  appid: 'wx5d1a7c3e9b2f4a60',
  componentAppid: 'wx3f8e2b6c1d9a7e05',
  redirectUri: 'https://open.wenlvyun.example.cn/user/wechatOpenAuth/callback',
  /** The demo jsapi tickets' common start; each is numbered (jsapi-ticket.ts). */
  jsapiTicketPrefix: 'demo-jsapi-ticket-wenlvyun-',
  /**
   * The callback domains registered for the demo account: the authorize page redirects only to
   * these hosts (and their subdomains) and to loopback addresses (a development machine).
   */
  callbackDomain: 'wenlvyun.example.cn',
} as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A redirect_uri the messaging app's authorize page accepts: http(s) on a registered callback host. */
export function callbackAllowed(redirectUri: string): URL | null {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const registered = host === DEMO_WECHAT.callbackDomain || host.endsWith(`.${DEMO_WECHAT.callbackDomain}`);
  return registered || LOOPBACK.has(host) ? url : null;
}

/** Open ids of sites in invitation mode (demo rule): getUserData answers code 4. */
export function needsInvitation(openId: string): boolean {
  return openId.startsWith('invite-');
}

/** The WeChat JS-SDK signature: SHA-1 over the ticket string (the URL without its fragment). */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0] ?? ''}`;
  return createHash('sha1').update(plain).digest('hex');
}
