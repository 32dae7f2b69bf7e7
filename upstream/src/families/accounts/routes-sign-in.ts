/**
 * What the sign-in routes share (routes.ts, the plain calls; routes-sm4.ts, the SM4 ones): the
 * handlers' kit and the code sign-in itself.
 */
import type { FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, type Envelope } from '../../envelope.ts';
import { verifyCode } from './codes.ts';
import { INVITATION_CODE } from './invitations.ts';
import { createUser, issueToken, userInfo } from './sessions.ts';
import type { AccountsStore } from './store.ts';
import { TEXTS } from './texts.ts';

export function okMessage(message: string, data: unknown = null): Envelope {
  return { ...ok(data), message, msg: message };
}

/** What every handler of the family needs: the context, its store and the clock. */
export interface Kit {
  ctx: AppContext;
  store: AccountsStore;
  now(): number;
}

/** Which phones a code sign-in takes: any (registering a new one), or only new ones (registration). */
export type SignInMode = 'either' | 'register';

/**
 * Signs a phone in by its LOGIN code (the plain and the SM4 calls alike): a known phone signs in, a
 * new one registers (with the site's live invitation code when one is given); `register` refuses
 * a known phone.
 */
export function signInByCode(
  { ctx, store, now }: Kit,
  req: FastifyRequest,
  phone: string | null,
  code: string,
  mode: SignInMode,
): Envelope {
  const db = ctx.db;
  const site = requireSite(req);
  if (!phone) return fail(1, TEXTS.badPhone);
  const t = now();
  return db.transaction(() => {
    const known = store.liveUserByPhone(phone);
    if (known && mode === 'register') return fail(1, TEXTS.alreadyRegistered);
    const check = verifyCode(db, phone, 'LOGIN', code, t);
    if (!check.ok) return fail(1, check.message);
    if (known) {
      store.consumeCode(check.id);
      return ok(userInfo(known, issueToken(db, known.id, t)));
    }
    // A new phone with an invitation code registers only by a live code of the site (the SMS
    // code stays unused on a refusal: the person corrects the invitation code and tries again).
    const invitation = formInput(req, 'inviteCode').trim().toUpperCase();
    if (invitation) {
      if (!INVITATION_CODE.test(invitation) || !store.liveInvitation(site.site_code, invitation, t)) {
        return fail(1, TEXTS.invitationInvalid);
      }
      store.countInvitationUse(site.site_code, invitation);
    }
    store.consumeCode(check.id);
    const user = createUser(db, { phone, nickname: TEXTS.phoneUserName(phone), siteId: formInput(req, 'siteId') || String(site.id) }, t);
    return okMessage(TEXTS.registered, userInfo(user, issueToken(db, user.id, t)));
  })();
}
