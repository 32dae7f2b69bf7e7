/** The messaging app's sign-in and JS-SDK: the demo credentials, the invitation rule, the signature. */
import { createHash } from 'node:crypto';

/** Demo messaging-app credentials (fixed; not secrets of any real account). */
export const DEMO_WECHAT = {
  appid: 'wx5d1a7c3e9b2f4a60',
  componentAppid: 'wx3f8e2b6c1d9a7e05',
  redirectUri: 'https://open.wenlvyun.example.cn/user/wechatOpenAuth/callback',
  /** The jsapi ticket getSignature signs with. */
  jsapiTicket: 'demo-jsapi-ticket-wenlvyun-0001',
} as const;

/** Open ids of sites in invitation mode (demo rule): getUserData answers code 4. */
export function needsInvitation(openId: string): boolean {
  return openId.startsWith('invite-');
}

/** The WeChat JS-SDK signature: SHA-1 over the ticket string (the URL without its fragment). */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: string, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0] ?? ''}`;
  return createHash('sha1').update(plain).digest('hex');
}
