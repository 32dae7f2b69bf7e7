import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { text } from '../../core/normalise.ts';
import { userSource } from '../viewer/index.ts';
import type { UserInfoRow } from '../viewer/index.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { mutate } from '../../core/mutate.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { RefusalMapper } from '../../core/mutate.ts';
import { decryptPhone, encryptPhone } from '../../core/sm4.ts';
import {
  bindPhone,
  cancellation,
  loginOrRegister,
  loginSm4,
  logout,
  refreshUserInfo,
  registerSm4,
  sendSmsCode,
  smsCodeSm4,
} from './upstream.ts';
import { sm4Encrypt } from '../../core/sm4.ts';
import { envelopeMessage, inputError } from '../../core/user-errors.ts';
import { refusalOf, registeredNow } from './refusals.ts';
import { validateInviteCode } from './rules.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { validateCode, validatePhone } from '../../core/validation.ts';
import type { SessionSource } from './types.ts';
import { releaseSmsSend, SMS_RETRY_SECONDS, takeSmsSend } from './sms-limits.ts';

/** The input field an account refusal is about. */
function withField(error: UserErrorSource): UserErrorSource {
  const field =
    error.code === 'CODE_WRONG' || error.code === 'CODE_EXPIRED'
      ? 'code'
      : error.code === 'INVITATION_INVALID'
        ? 'inviteCode'
        : error.code === 'REFUSED' || error.code === 'PHONE_BINDING_REQUIRED'
          ? null
          : 'phone';
  return { ...error, field };
}

/** The user info of a sign-in answer; malformed without a token or a unid. */
export function userInfoOf(data: UserInfoRow | null): UserInfoRow & { userToken: string } {
  const token = text(data?.userToken);
  if (!data || !token || !data.unid) throw new UpstreamMalformedError();
  return { ...data, userToken: token };
}

/** A session issued in this request: the rest of the request speaks for it (its user's fields). */
export function sessionFor(info: UserInfoRow & { userToken: string }, ctx: GatewayContext): SessionSource {
  ctx.session.adopt(info.userToken);
  return { token: info.userToken, issuedAt: ctx.now, refreshAfterMs: ctx.settings.sessionRefreshAfterMs, user: userSource(info) };
}

const phoneHex = (phone: string, ctx: GatewayContext) => encryptPhone(phone, ctx.settings.sm4Key);

/** An account refusal, typed and tied to its input field. */
const refusalWithField: RefusalMapper = (envelope) => {
  const refusal = refusalOf(envelope);
  return refusal && withField(refusal);
};

/**
 * Sends a code to a phone (`phone` plain) by `send` (the upstream call of its purpose: signing in,
 * binding, a sign-up form), one per phone every SMS_RETRY_SECONDS (sms-limits.ts), whatever the
 * purpose: the one owner of the code-sending rules. Answers SendLoginCodePayload's fields.
 */
export async function sendCodeTo(ctx: GatewayContext, phone: string, send: () => Promise<Envelope>) {
  const wait = takeSmsSend(ctx, phone);
  if (wait > 0) return { sent: false, retryAfterSeconds: wait, errors: [inputError('CODE_TOO_FREQUENT', 'phone')] };
  let envelope: Envelope;
  try {
    envelope = await send();
  } catch (error) {
    releaseSmsSend(ctx, phone);
    throw error;
  }
  const refusal = refusalOf(envelope);
  if (refusal) {
    releaseSmsSend(ctx, phone);
    const wait =
      refusal.code === 'CODE_TOO_FREQUENT' ? Number(/(\d+)\s*秒/.exec(envelopeMessage(envelope) ?? '')?.[1] ?? SMS_RETRY_SECONDS) : 0;
    return { sent: false, retryAfterSeconds: wait, errors: [withField(refusal)] };
  }
  return { sent: true, retryAfterSeconds: SMS_RETRY_SECONDS, errors: [] };
}

/** True when the configuration chooses the SM4 sign-in calls (phone and code encrypted). */
const sm4Calls = (ctx: GatewayContext) => ctx.settings.signInCalls === 'sm4';

/** Sends a sign-in code of `type` to a phone (`phone` plain, `phoneSm4` as sent), by the configured call. */
const sendCode = (ctx: GatewayContext, phone: string, phoneSm4: string, type: 'LOGIN' | 'BIND') =>
  sendCodeTo(ctx, phone, () => (sm4Calls(ctx) ? smsCodeSm4 : sendSmsCode)(ctx.upstream, phoneSm4, type));

/** The SM4 registration call's refusal of a phone that has an account (its SMS code stays unused). */
const ALREADY_REGISTERED = /已注册/;

/**
 * Signs a phone in (or registers it) by its code, by the configured call. With the SM4 calls a
 * registration page's call registers (registerSm4), and a phone that has an account then signs
 * in with the same code, as the plain call does for both pages.
 */
async function signInCall(
  ctx: GatewayContext,
  phone: string,
  code: string,
  siteId: string,
  inviteCode: string | null,
  registering: boolean,
) {
  if (!sm4Calls(ctx)) return loginOrRegister(ctx.upstream, phoneHex(phone, ctx), code, siteId, inviteCode);
  const codeSm4 = sm4Encrypt(code, ctx.settings.sm4Key);
  if (registering) {
    const registered = await registerSm4(ctx.upstream, phoneHex(phone, ctx), codeSm4, siteId, inviteCode);
    if (!(registered.code === 1 && ALREADY_REGISTERED.test(envelopeMessage(registered) ?? ''))) return registered;
  }
  return loginSm4(ctx.upstream, phoneHex(phone, ctx), codeSm4, siteId, inviteCode);
}

export const sessionResolvers: Resolvers = {
  Mutation: {
    sendLoginCode: async (_root, { input }, ctx) => {
      const errors = validatePhone(input.phone);
      if (errors.length > 0) return { sent: false, retryAfterSeconds: 0, errors };
      return sendCode(ctx, input.phone.trim(), phoneHex(input.phone, ctx), input.purpose === 'BIND_PHONE' ? 'BIND' : 'LOGIN');
    },
    sendCancellationCode: async (_root, _args, ctx) => {
      // the code goes to the account's own bound phone (the upstream checks a LOGIN code of it)
      const me = await requireViewer(ctx);
      const phone = decryptPhone(text(me.encryption) ?? '', ctx.settings.sm4Key);
      if (!phone) return { sent: false, retryAfterSeconds: 0, errors: [inputError('PHONE_BINDING_REQUIRED', null)] };
      return sendCode(ctx, phone, phoneHex(phone, ctx), 'LOGIN');
    },
    signIn: async (_root, { input }, ctx) => {
      const errors = [...validatePhone(input.phone), ...validateCode(input.code), ...validateInviteCode(input.inviteCode)];
      if (errors.length > 0) return { session: null, newAccount: false, errors };
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      const inviteCode = input.inviteCode?.trim() || null;
      const envelope = await signInCall(ctx, input.phone, input.code.trim(), text(site.id) ?? '', inviteCode, input.registering === true);
      const refusal = refusalOf(envelope);
      if (refusal) return { session: null, newAccount: false, errors: [withField(refusal)] };
      return { session: sessionFor(userInfoOf(decodeData<UserInfoRow>(envelope)), ctx), newAccount: registeredNow(envelope), errors: [] };
    },
    bindPhone: async (_root, { input }, ctx) => {
      requireToken(ctx);
      const errors = [...validatePhone(input.phone), ...validateCode(input.code)];
      if (errors.length > 0) return { user: null, errors };
      const envelope = await bindPhone(ctx.upstream, phoneHex(input.phone, ctx), input.code.trim());
      const refusal = refusalOf(envelope);
      if (refusal) return { user: null, errors: [withField(refusal)] };
      const info = decodeData<UserInfoRow>(envelope);
      if (!info?.unid) throw new UpstreamMalformedError();
      return { user: userSource(info), errors: [] };
    },
    signOut: async (_root, _args, ctx) => {
      // Idempotent: without a token, or with a dead one (code 2), there is no session left to end.
      if (!ctx.session.token) return { signedOut: true };
      const envelope = await logout(ctx.upstream);
      if (envelope.code !== 2) decodeData(envelope);
      return { signedOut: true };
    },
    cancelAccount: (_root, { input }, ctx) =>
      mutate<{ cancelled: boolean }>(ctx, { cancelled: false }, async (step) => {
        step.check(validateCode(input.code));
        step.accepted(await cancellation(ctx.upstream, input.code.trim()), 'code', { refusal: refusalWithField });
        // nothing cached for this session is answered again (the upstream ended every token of the account)
        ctx.response.sessionEnded(ctx.session.token);
        return { cancelled: true };
      }),
    signInWithHandedToken: async (_root, { input }, ctx) => {
      ctx.response.personal();
      const token = input.token.trim();
      const refused = { session: null, errors: [inputError('HANDED_TOKEN_INVALID', 'token')] };
      if (!/^[A-Za-z0-9._~-]{8,256}$/.test(token)) return refused;
      // the upstream speaks for the token: the rest of the request is its user's
      ctx.session.adopt(token);
      const info = await ctx.loaders.viewer.me();
      if (!info?.unid) return refused;
      return { session: sessionFor({ ...info, userToken: token }, ctx), errors: [] };
    },
    refreshSession: async (_root, _args, ctx) => {
      requireToken(ctx);
      const info = userInfoOf(decodeData<UserInfoRow>(await refreshUserInfo(ctx.upstream)));
      return { session: sessionFor(info, ctx) };
    },
  },
  Session: {
    token: (s) => s.token,
    issuedAt: (s) => s.issuedAt.toISOString(),
    refreshAfter: (s) => new Date(s.issuedAt.getTime() + s.refreshAfterMs).toISOString(),
    user: (s) => s.user,
  },
};
