import type { GatewayContext } from './context.ts';
import { assertOk } from './upstream/envelope.ts';
import type { Envelope } from './upstream/envelope.ts';
import { localizedMessage } from './messages.ts';
import type { UserErrorCode } from './messages.ts';

export type { UserErrorCode };

/**
 * What the UserError type resolves from. `upstreamMessage` is the server's words (REFUSED and
 * mapped refusals); otherwise the message is localized lazily, so that a refused input costs no
 * upstream call unless the client selects `message` (the site's language needs the site).
 */
export interface UserErrorSource {
  code: UserErrorCode;
  field: string | null;
  limit: number | null;
  upstreamMessage?: string | null;
}

export function inputError(code: UserErrorCode, field: string | null, limit: number | null = null): UserErrorSource {
  return { code, field, limit };
}

/** An upstream code-1 message pattern and the typed reason it means. */
export type Refusal = readonly [RegExp, UserErrorCode];

/**
 * Upstream code-1 answers whose message means the same in every family (accounts, comments,
 * orders, a resource that is gone). A domain reads its own family's messages first
 * (`refusalsOf`): a refusal is mapped by the domain that called, never by another family's words.
 */
const CORE_REFUSALS: readonly Refusal[] = [
  [/验证码错误/, 'CODE_WRONG'],
  [/验证码已过期/, 'CODE_EXPIRED'],
  [/发送过于频繁/, 'CODE_TOO_FREQUENT'],
  [/已被绑定/, 'PHONE_TAKEN'],
  [/手机号格式不正确/, 'PHONE_INVALID'],
  [/资源不存在|评论不存在/, 'RESOURCE_NOT_FOUND'],
  [/评论内容不能为空/, 'COMMENT_REQUIRED'],
  [/回复内容不能为空/, 'REPLY_REQUIRED'],
  // Reservation and shop refusals (API.md "Orders").
  [/库存不足|已约满|已售罄/, 'SOLD_OUT'],
  [/不在报名时间内/, 'SIGN_UP_CLOSED'],
  [/超过单次可预约人数/, 'TOO_MANY_SEATS'],
  [/您已预约过/, 'ALREADY_BOOKED'],
  [/积分不足/, 'INSUFFICIENT_POINTS'],
  [/诚信分不足|失信期/, 'INTEGRITY_REFUSED'],
  [/该日期不可预约/, 'DAY_NOT_BOOKABLE'],
  [/时段已被预约/, 'SLOT_TAKEN'],
  [/该订单不可取消/, 'CANCEL_NOT_ALLOWED'],
  [/已超过可取消时间/, 'CANCEL_WINDOW_CLOSED'],
  [/不能评价|已评价/, 'REVIEW_NOT_ALLOWED'],
  [/订单不存在/, 'ORDER_NOT_FOUND'],
  [/活动不存在/, 'RESOURCE_NOT_FOUND'],
  [/导览不存在|直播不存在/, 'RESOURCE_NOT_FOUND'],
];

/**
 * The typed error of an upstream code-1 message: the calling domain's `own` patterns first, then
 * the core's; REFUSED carrying the server's words otherwise.
 */
export function refusalFor(message: string | null | undefined, field: string | null = null, own: readonly Refusal[] = []): UserErrorSource {
  const text = (message ?? '').trim();
  const code = own.find(([pattern]) => pattern.test(text))?.[1] ?? CORE_REFUSALS.find(([pattern]) => pattern.test(text))?.[1] ?? 'REFUSED';
  return { code, field, limit: null, upstreamMessage: text === '' ? null : text };
}

export function envelopeMessage(envelope: Envelope): string | null {
  if (typeof envelope.message === 'string' && envelope.message !== '') return envelope.message;
  return typeof envelope.msg === 'string' ? envelope.msg : null;
}

/**
 * A mutation's upstream answer: code 0 → null (success); code 1 → the typed refusal; any other
 * code throws the mapped GraphQLError (2 → UNAUTHENTICATED, 3, 4, 5 ...).
 */
export function refusalOf(envelope: Envelope, field: string | null = null, own: readonly Refusal[] = []): UserErrorSource | null {
  if (envelope.code === 0) return null;
  if (envelope.code === 1) return refusalFor(envelopeMessage(envelope), field, own);
  assertOk(envelope);
  return null;
}

/**
 * The message of a UserError: the server's words for REFUSED, else the text in the client's
 * language (`x-language`), else in the site's language.
 */
export async function userErrorMessage(error: UserErrorSource, ctx: GatewayContext): Promise<string> {
  if (error.code === 'REFUSED' && error.upstreamMessage) return error.upstreamMessage;
  if (ctx.language) return localizedMessage(ctx.language, error.code, error.limit);
  return localizedMessage((await ctx.siteSummary()).language, error.code, error.limit);
}

/** A domain's reading of its upstream family's refusals: its own patterns, then the core's. */
export function refusalsOf(own: readonly Refusal[]): {
  refusalFor(message: string | null | undefined, field?: string | null): UserErrorSource;
  refusalOf(envelope: Envelope, field?: string | null): UserErrorSource | null;
} {
  return {
    refusalFor: (message, field = null) => refusalFor(message, field, own),
    refusalOf: (envelope, field = null) => refusalOf(envelope, field, own),
  };
}
