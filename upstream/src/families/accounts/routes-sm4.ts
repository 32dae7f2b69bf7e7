/**
 * The SM4 sign-in calls: the same as the plain ones (sendSmsCodeSm4, loginOrRegister), with the
 * code SM4-encrypted as well as the phone, under the same fixed key. smsCodeSm4 sends a code (a POST
 * of sendSmsCodeSm4), loginSm4 signs in or registers, registerSm4 registers a new phone only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput } from '../../context.ts';
import { decryptPhone, sm4Decrypt } from '../../crypto/sm4.ts';
import { fail } from '../../envelope.ts';
import { SMS_TYPES, sendCode, type SmsType } from './codes.ts';
import { type Kit, okMessage, signInByCode, type SignInMode } from './routes-sign-in.ts';
import { TEXTS } from './texts.ts';

export function registerSm4SignInRoutes(api: FastifyInstance, kit: Kit): void {
  const { ctx, now } = kit;
  api.post('/user/api/userBind/smsCodeSm4', async (req) => {
    const phone = decryptPhone(formInput(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    const type = (formInput(req, 'type') || 'LOGIN').toUpperCase();
    if (!(SMS_TYPES as readonly string[]).includes(type)) return fail(1, TEXTS.badCodeType);
    const sent = sendCode(ctx.db, phone, type as SmsType, now());
    if (!sent.ok) return fail(1, sent.message);
    if (ctx.smsLog) console.log(`[sms] ${phone} ← ${sent.code}`);
    return okMessage(TEXTS.codeSent);
  });
  const signIn = (mode: SignInMode) => async (req: FastifyRequest) => {
    // a code that does not decrypt is a wrong code (its try counted like any other)
    const code = sm4Decrypt(formInput(req, 'code')) ?? '';
    return signInByCode(kit, req, decryptPhone(formInput(req, 'phone')), code, mode);
  };
  api.post('/user/api/userBind/loginSm4', signIn('either'));
  api.post('/user/api/userBind/registerSm4', signIn('register'));
}
