import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { SignUpAnswerRow, SignUpFieldRow } from './types.ts';

/** Upstream calls of the sign-up forms (API.md "Sign-up forms"). */

/** The forms' fields of several activities in one call. */
export async function signUpFields(upstream: UpstreamClient, activityIds: readonly string[]): Promise<SignUpFieldRow[]> {
  return (await upstream.getPage<SignUpFieldRow>('res/api/activity/signUpFields', { activityIds: activityIds.join(','), pageSize: 1000 }))
    .items;
}

/** The answers kept with several of the caller's orders in one call. */
export async function signUpAnswers(upstream: UpstreamClient, orderCodes: readonly string[]): Promise<SignUpAnswerRow[]> {
  return (await upstream.getPage<SignUpAnswerRow>('user/api/activityOrder/answers', { orderCodes: orderCodes.join(','), pageSize: 1000 }))
    .items;
}

export function sendSignUpCode(upstream: UpstreamClient, phoneSm4: string): Promise<Envelope> {
  return upstream.get('act/api/activityOrder/sendSmsCode', { phone: phoneSm4 });
}

export function saveSignUp(
  upstream: UpstreamClient,
  body: { activityId: string; sessionId: string; orderNum: number; answers: string; smsCode: string },
): Promise<Envelope> {
  return upstream.post('user/api/activityOrder/save', body);
}
