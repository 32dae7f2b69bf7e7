/**
 * The accounts' calls: SMS codes, log-in-or-register, phone binding, log-out, cancellation,
 * token refresh, the personal centre, the profile (routes-profile.ts), the messaging-app open-id
 * flows and the credit view; and the SMS gateway's development stand-in.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { fail, ok, plainList, slicePage, CODE, type Envelope } from '../../envelope.ts';
import { callerOf, notLoggedIn } from './caller.ts';
import { SMS_TYPES, sendCode, verifyCode, type SmsType } from './codes.ts';
import { creditMonths, creditRecords, creditView, monthOf } from './credit.ts';
import { registerProfileRoutes } from './routes-profile.ts';
import { registerSm4SignInRoutes } from './routes-sm4.ts';
import { type Kit, okMessage, signInByCode } from './routes-sign-in.ts';
import { createUser, issueToken, rotateToken, userInfo } from './sessions.ts';
import { accountsStore, type UserRow } from './store.ts';
import { TEXTS } from './texts.ts';
import { jsapiTicket } from './jsapi-ticket.ts';
import { DEMO_WECHAT, jsapiSignature, needsInvitation } from './wechat.ts';
import { registerWechatAuthorizationServer } from './wechat-oauth.ts';

export function registerAccountRoutes(api: FastifyInstance, ctx: AppContext): void {
  const kit: Kit = { ctx, store: accountsStore(ctx.db), now: () => ctx.clock.now() };
  registerSignInRoutes(api, kit);
  registerSessionRoutes(api, kit);
  registerOpenIdRoutes(api, kit);
  registerSm4SignInRoutes(api, kit);
  registerProfileRoutes(api, ctx);
  api.get('/credit/api/creditUser/view', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    return plainList([creditView(ctx.db, phone, kit.now())]);
  });
  registerCreditRecordRoutes(api, kit);
}

/** A phone's credit records: the months that have some, and one month's, all or only additions or deductions. */
function registerCreditRecordRoutes(api: FastifyInstance, { ctx, now }: Kit): void {
  api.get('/credit/api/creditUser/months', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    return plainList(creditMonths(creditRecords(ctx.db, phone, now())));
  });
  api.get('/credit/api/creditUser/records', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    const month = input(req, 'month');
    if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return fail(1, TEXTS.badMonth);
    const type = input(req, 'type');
    const records = creditRecords(ctx.db, phone, now()).filter(
      (r) =>
        (!month || monthOf(r.createTime) === month) &&
        (type === 'add' ? Number(r.changeScore) > 0 : type === 'deduct' ? Number(r.changeScore) < 0 : true),
    );
    return slicePage(
      records.map(({ at: _at, ...item }) => item),
      paging(req),
    );
  });
}

/** Sending a code, log-in-or-register by it, binding a phone by it. */
function registerSignInRoutes(api: FastifyInstance, { ctx, store, now }: Kit): void {
  const db = ctx.db;
  api.get('/user/api/userBind/sendSmsCodeSm4', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    const type = (input(req, 'type') || 'LOGIN').toUpperCase();
    if (!(SMS_TYPES as readonly string[]).includes(type)) return fail(1, TEXTS.badCodeType);
    const sent = sendCode(db, phone, type as SmsType, now());
    if (!sent.ok) return fail(1, sent.message);
    if (ctx.smsLog) console.log(`[sms] ${phone} ← ${sent.code}`);
    return okMessage(TEXTS.codeSent);
  });

  // A wrong code's try is counted: the refusals inside the transactions answer, they do not roll back.
  api.post('/user/api/userBind/loginOrRegister', async (req) =>
    signInByCode({ ctx, store, now }, req, decryptPhone(formInput(req, 'phone')), formInput(req, 'code'), 'either'),
  );

  api.post('/user/api/userBind/bindPhone', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    if (user.phone) return fail(1, TEXTS.alreadyBound);
    const phone = decryptPhone(formInput(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    const t = now();
    return db.transaction(() => {
      const check = verifyCode(db, phone, 'BIND', formInput(req, 'code'), t);
      if (!check.ok) return fail(1, check.message);
      if (store.liveUserByPhone(phone)) return fail(1, TEXTS.phoneTaken);
      store.consumeCode(check.id);
      store.setPhone(user.id, phone);
      return ok(userInfo({ ...user, phone }, input(req, 'token')));
    })();
  });
}

/** The signed-in caller's session: log-out, cancellation, refresh, the user info, the personal centre. */
function registerSessionRoutes(api: FastifyInstance, { ctx, store, now }: Kit): void {
  const db = ctx.db;
  /** Answers `answer(user)` for a signed-in caller, code 2 otherwise. */
  const signedIn = (answer: (user: UserRow, req: FastifyRequest) => Envelope) => async (req: FastifyRequest) => {
    const user = callerOf(ctx, req);
    return user ? answer(user, req) : notLoggedIn();
  };

  api.post(
    '/user/api/userBind/logout',
    signedIn((_user, req) => {
      store.revokeSession(input(req, 'token'));
      return okMessage(TEXTS.loggedOut);
    }),
  );

  api.post(
    '/user/api/userBind/cancellation',
    signedIn((user, req) => {
      if (!user.phone) return fail(1, TEXTS.bindPhoneFirst);
      const phone = user.phone;
      const t = now();
      return db.transaction(() => {
        const check = verifyCode(db, phone, 'LOGIN', formInput(req, 'code'), t);
        if (!check.ok) return fail(1, check.message);
        store.consumeCode(check.id);
        store.cancelUser(user.id);
        store.revokeAllOf(user.id);
        return okMessage(TEXTS.cancelled);
      })();
    }),
  );

  api.get(
    '/user/api/userInfo/refresh',
    signedIn((user, req) => ok(userInfo(user, rotateToken(db, input(req, 'token'), user.id, now())))),
  );

  // What a screen reads: the token's user, the token unchanged (unid, when sent, is not checked).
  api.get(
    '/user/api/userInfo/getDsUserInfo',
    signedIn((user, req) => ok(userInfo(user, input(req, 'token')))),
  );

  api.get(
    '/user/api/userBind/personalCenterInfo',
    signedIn((user, req) => {
      const counts = store.personalCounts(user, requireSite(req).site_code);
      return ok({
        collectionNum: counts.collected,
        likeNum: counts.liked,
        commentNum: counts.comments,
        focusNum: counts.followed,
        fansNum: counts.fans,
        orderNum: counts.orders,
        integral: String(user.integral),
      });
    }),
  );
}

/** The messaging app: the authorisation parameters, sign-in by open id, the JS-SDK ticket and signature. */
function registerOpenIdRoutes(api: FastifyInstance, { ctx, store, now }: Kit): void {
  const db = ctx.db;
  api.get('/user/wechatOpenAuth/getAuthorizeParam', async (req) => {
    const site = requireSite(req);
    return ok({
      siteId: String(site.id),
      appid: DEMO_WECHAT.appid,
      redirectUri: DEMO_WECHAT.redirectUri,
      componentAppid: DEMO_WECHAT.componentAppid,
    });
  });

  api.get('/user/wechatOpenAuth/getUserData', async (req) => {
    const site = requireSite(req);
    const openId = input(req, 'wechatOpenId').trim();
    if (!openId) return fail(1, TEXTS.openIdRequired);
    if (needsInvitation(openId)) return fail(CODE.INVITATION, TEXTS.invitationRequired);
    const t = now();
    return db.transaction(() => {
      const user =
        store.liveUserByOpenId(openId) ??
        createUser(
          db,
          { phone: null, nickname: TEXTS.openIdUserName, siteId: input(req, 'siteId') || String(site.id), wechatOpenId: openId },
          t,
        );
      return ok(userInfo(user, issueToken(db, user.id, t)));
    })();
  });

  // Binds the messaging app's open id to the signed-in account (once): the same one again is fine,
  // another account's, or another one for this account, is refused.
  api.post('/user/api/userBind/bindOpenId', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const openId = formInput(req, 'wechatOpenId').trim();
    if (!openId) return fail(1, TEXTS.openIdRequired);
    return db.transaction(() => {
      const holder = store.liveUserByOpenId(openId);
      if (holder && holder.id !== user.id) return fail(1, TEXTS.openIdTaken);
      if (user.wechat_open_id && user.wechat_open_id !== openId) return fail(1, TEXTS.openIdBoundOther);
      store.setOpenId(user.id, openId);
      return ok(userInfo({ ...user, wechat_open_id: openId }, input(req, 'token')));
    })();
  });

  // wechatOpenId is accepted too; the signature depends only on the page's url
  api.get('/user/wechatOpenAuth/getSignature', async (req) => {
    const url = input(req, 'url');
    if (!url) return fail(1, TEXTS.urlRequired);
    const t = now();
    const timestamp = String(Math.floor(t / 1000));
    const nonceStr = randomBytes(8).toString('hex');
    return ok({
      appId: DEMO_WECHAT.appid,
      timestamp,
      nonceStr,
      signature: jsapiSignature(jsapiTicket(db, t).ticket, nonceStr, timestamp, url),
    });
  });

  api.post('/user/wechatOpenAuth/getTicket', async (req) => {
    if (!input(req, 'url')) return fail(1, TEXTS.urlRequired);
    const t = now();
    const { ticket, expiresAt } = jsapiTicket(db, t);
    return ok({ ticket, expiresIn: Math.ceil((expiresAt - t) / 1000) });
  });
}

/**
 * The development stand-ins of third parties: the SMS gateway (the last code sent to a plain
 * phone) and the messaging app's authorization server (wechat-oauth.ts).
 */
export function registerAccountDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWechatAuthorizationServer(app, ctx);
  const store = accountsStore(ctx.db);
  app.get('/__dev/sms', async (req, reply) => {
    const row = store.lastCode(param(req, 'phone').trim());
    if (!row) return reply.code(404).send({ error: 'no code sent to this phone' });
    return { phone: row.phone, code: row.code, type: row.type, sentAt: row.sent_at };
  });
}
