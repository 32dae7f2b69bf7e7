import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of accounts and sessions (API.md "Accounts, sessions and the personal centre"). */

export function sendSmsCode(upstream: UpstreamClient, phoneSm4: string, type: 'LOGIN' | 'BIND'): Promise<Envelope> {
  return upstream.get('user/api/userBind/sendSmsCodeSm4', { phone: phoneSm4, type });
}

/** smsCodeSm4: the POST of sendSmsCodeSm4 (the SM4 sign-in calls). */
export function smsCodeSm4(upstream: UpstreamClient, phoneSm4: string, type: 'LOGIN' | 'BIND'): Promise<Envelope> {
  return upstream.post('user/api/userBind/smsCodeSm4', { phone: phoneSm4, type });
}

/** loginSm4: as loginOrRegister, the code SM4-encrypted too. */
export function loginSm4(
  upstream: UpstreamClient,
  phoneSm4: string,
  codeSm4: string,
  siteId: string,
  inviteCode: string | null,
): Promise<Envelope> {
  return upstream.post('user/api/userBind/loginSm4', { phone: phoneSm4, code: codeSm4, siteId, ...(inviteCode ? { inviteCode } : {}) });
}

/** registerSm4: as loginSm4 for a new phone; a phone that has an account is refused (code 1). */
export function registerSm4(
  upstream: UpstreamClient,
  phoneSm4: string,
  codeSm4: string,
  siteId: string,
  inviteCode: string | null,
): Promise<Envelope> {
  return upstream.post('user/api/userBind/registerSm4', { phone: phoneSm4, code: codeSm4, siteId, ...(inviteCode ? { inviteCode } : {}) });
}

export function loginOrRegister(
  upstream: UpstreamClient,
  phoneSm4: string,
  code: string,
  siteId: string,
  inviteCode: string | null,
): Promise<Envelope> {
  return upstream.post('user/api/userBind/loginOrRegister', { phone: phoneSm4, code, siteId, ...(inviteCode ? { inviteCode } : {}) });
}

/** Cancels the token's account, confirmed by a LOGIN code sent to its phone. */
export function cancellation(upstream: UpstreamClient, code: string): Promise<Envelope> {
  return upstream.post('user/api/userBind/cancellation', { code });
}

export function bindPhone(upstream: UpstreamClient, phoneSm4: string, code: string): Promise<Envelope> {
  return upstream.post('user/api/userBind/bindPhone', { phone: phoneSm4, code });
}

export function logout(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.post('user/api/userBind/logout', {});
}

/** Rotates the token: the answer's userToken is the new one. */
export function refreshUserInfo(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.get('user/api/userInfo/refresh');
}
