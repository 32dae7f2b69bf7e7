/**
 * Accounts and sessions: SMS codes, log-in-or-register, phone binding, log-out, cancellation,
 * token refresh, the personal centre, the messaging-app open-id flows and the credit view.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formInput, input, requireSite, type AppContext } from '../context.ts';
import { callerOf, notLoggedIn } from '../caller.ts';
import { creditView } from '../credit.ts';
import { decryptPhone } from '../crypto/sm4.ts';
import { fail, ok, plainList, CODE, type Envelope } from '../envelope.ts';
import { consumeCode, sendCode, SMS_TYPES, verifyCode, type SmsType } from '../sms.ts';
import {
  createUser,
  issueToken,
  liveUserByOpenId,
  liveUserByPhone,
  revokeAllTokens,
  revokeToken,
  rotateToken,
  userInfo,
} from '../users.ts';

const BAD_PHONE = '手机号格式不正确';

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

function okMessage(message: string, data: unknown = null): Envelope {
  return { ...ok(data), message, msg: message };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  app.get('/user/api/userBind/sendSmsCodeSm4', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, BAD_PHONE);
    const type = (input(req, 'type') || 'LOGIN').toUpperCase();
    if (!(SMS_TYPES as readonly string[]).includes(type)) return fail(1, '验证码类型不正确');
    const sent = sendCode(db, phone, type as SmsType, now());
    if (!sent.ok) return fail(1, sent.message);
    if (ctx.smsLog) console.log(`[sms] ${phone} ← ${sent.code}`);
    return okMessage('验证码已发送');
  });

  app.post('/user/api/userBind/loginOrRegister', async (req) => {
    const site = requireSite(req);
    const phone = decryptPhone(formInput(req, 'phone'));
    if (!phone) return fail(1, BAD_PHONE);
    const t = now();
    return db.transaction(() => {
      const check = verifyCode(db, phone, 'LOGIN', formInput(req, 'code'), t);
      if (!check.ok) return fail(1, check.message);
      consumeCode(db, check.id);
      const user =
        liveUserByPhone(db, phone) ??
        createUser(db, { phone, nickname: `用户${phone.slice(-4)}`, siteId: formInput(req, 'siteId') || String(site.id) }, t);
      return ok(userInfo(user, issueToken(db, user.id, t)));
    })();
  });

  app.post('/user/api/userBind/bindPhone', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    if (user.phone) return fail(1, '当前账号已绑定手机号');
    const phone = decryptPhone(formInput(req, 'phone'));
    if (!phone) return fail(1, BAD_PHONE);
    const t = now();
    return db.transaction(() => {
      const check = verifyCode(db, phone, 'BIND', formInput(req, 'code'), t);
      if (!check.ok) return fail(1, check.message);
      if (liveUserByPhone(db, phone)) return fail(1, '该手机号已被绑定');
      consumeCode(db, check.id);
      db.prepare('UPDATE users SET phone = ? WHERE id = ?').run(phone, user.id);
      return ok(userInfo({ ...user, phone }, input(req, 'token')));
    })();
  });

  app.post('/user/api/userBind/logout', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    revokeToken(db, input(req, 'token'));
    return okMessage('退出成功');
  });

  app.post('/user/api/userBind/cancellation', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    if (!user.phone) return fail(1, '请先绑定手机号');
    const phone = user.phone;
    const t = now();
    return db.transaction(() => {
      const check = verifyCode(db, phone, 'LOGIN', formInput(req, 'code'), t);
      if (!check.ok) return fail(1, check.message);
      consumeCode(db, check.id);
      db.prepare('UPDATE users SET cancelled = 1 WHERE id = ?').run(user.id);
      revokeAllTokens(db, user.id);
      return okMessage('注销成功');
    })();
  });

  app.get('/user/api/userInfo/refresh', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return ok(userInfo(user, rotateToken(db, input(req, 'token'), user.id, now())));
  });

  // What a screen reads: the token's user, the token unchanged (unid, when sent, is not checked).
  app.get('/user/api/userInfo/getDsUserInfo', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return ok(userInfo(user, input(req, 'token')));
  });

  const countStmt = {
    collected: db.prepare('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND collected = 1'),
    liked: db.prepare('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND liked = 1'),
    followed: db.prepare('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND followed = 1'),
    comments: db.prepare('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?'),
  };
  const count = (stmt: { get(...a: unknown[]): unknown }, key: unknown) => String((stmt.get(key) as { n: number }).n);

  app.get('/user/api/userBind/personalCenterInfo', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    return ok({
      collectionNum: count(countStmt.collected, user.unid),
      likeNum: count(countStmt.liked, user.unid),
      commentNum: count(countStmt.comments, user.id),
      focusNum: count(countStmt.followed, user.unid),
      fansNum: '0',
      orderNum: '0',
      integral: String(user.integral),
    });
  });

  app.get('/user/wechatOpenAuth/getAuthorizeParam', async (req) => {
    const site = requireSite(req);
    return ok({
      siteId: String(site.id),
      appid: DEMO_WECHAT.appid,
      redirectUri: DEMO_WECHAT.redirectUri,
      componentAppid: DEMO_WECHAT.componentAppid,
    });
  });

  app.get('/user/wechatOpenAuth/getUserData', async (req) => {
    const site = requireSite(req);
    const openId = input(req, 'wechatOpenId').trim();
    if (!openId) return fail(1, 'wechatOpenId不能为空');
    if (needsInvitation(openId)) return fail(CODE.INVITATION, '需要邀请码');
    const t = now();
    return db.transaction(() => {
      const user =
        liveUserByOpenId(db, openId) ??
        createUser(db, { phone: null, nickname: '微信用户', siteId: input(req, 'siteId') || String(site.id), wechatOpenId: openId }, t);
      return ok(userInfo(user, issueToken(db, user.id, t)));
    })();
  });

  app.get('/user/wechatOpenAuth/getSignature', async (req) => {
    const url = input(req, 'url');
    if (!url) return fail(1, 'url不能为空');
    const timestamp = String(Math.floor(now() / 1000));
    const nonceStr = randomBytes(8).toString('hex');
    return ok({
      appId: DEMO_WECHAT.appid,
      timestamp,
      nonceStr,
      signature: jsapiSignature(DEMO_WECHAT.jsapiTicket, nonceStr, timestamp, url),
    });
  });

  app.get('/credit/api/creditUser/view', async (req) => {
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, BAD_PHONE);
    return plainList([creditView(db, phone, now())]);
  });
}
