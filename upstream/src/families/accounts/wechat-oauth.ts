/**
 * The messaging app's authorization server, played by the development channel (the real one is
 * the messaging app's own: its authorize page and its code-for-open-id exchange). The authorize
 * page asks the person to allow or deny; allowing redirects back to the app with a single-use
 * code (valid 5 minutes), denying redirects back without one. The exchange answers the open id
 * of a live code once: a replayed, expired or forged code is refused. The redirect_uri must be on
 * a registered callback host (wechat.ts): any other is refused, so the page never becomes an open
 * redirect.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { param, type AppContext } from '../../context.ts';
import { DEMO_WECHAT, callbackAllowed } from './wechat.ts';
import { TEXTS } from './texts.ts';

const CODE_TTL_MS = 5 * 60_000;
const OPEN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BASE = '/__dev/wechat';

/** The messaging app's error answers of the exchange (errcode, errmsg). */
const EXCHANGE_ERRORS = {
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  usedCode: { errcode: 40163, errmsg: 'code been used' },
  invalidAppid: { errcode: 40013, errmsg: 'invalid appid' },
} as const;

interface Grant {
  openId: string;
  expiresAt: number;
  used: boolean;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function refusePage(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><title>${escapeHtml(message)}</title><p>${escapeHtml(message)}</p>`);
}

/** The authorize page: the app's name, an open id to sign in as (the person's account), allow and deny. */
function authorizePage(redirectUri: string, state: string): string {
  const openId = `o${randomBytes(12).toString('hex')}`;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${TEXTS.wechatAuthorizeTitle}</title></head><body>
<h1>${TEXTS.wechatAuthorizeTitle}</h1><p>${TEXTS.wechatAuthorizeAsk}</p>
<form method="get" action="${BASE}/connect/oauth2/decide">
${hidden('appid', DEMO_WECHAT.appid)}${hidden('redirect_uri', redirectUri)}${hidden('state', state)}
<label>open id <input name="openid" value="${openId}" pattern="[A-Za-z0-9_-]{1,64}" required></label>
<button type="submit" name="decision" value="allow">${TEXTS.wechatAllow}</button>
<button type="submit" name="decision" value="deny" formnovalidate>${TEXTS.wechatDeny}</button>
</form></body></html>`;
}

/** The redirect_uri with the answer's query parameters added (before any fragment). */
function backTo(url: URL, params: Record<string, string>): string {
  const back = new URL(url.href);
  for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
  return back.href;
}

export function registerWechatAuthorizationServer(app: FastifyInstance, ctx: AppContext): void {
  const grants = new Map<string, Grant>();
  const now = () => ctx.clock.now();

  app.get(`${BASE}/connect/oauth2/authorize`, async (req, reply) => {
    if (param(req, 'appid') !== DEMO_WECHAT.appid) return refusePage(reply, TEXTS.wechatBadAppid);
    const target = callbackAllowed(param(req, 'redirect_uri'));
    if (!target) return refusePage(reply, TEXTS.wechatBadRedirect);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(authorizePage(target.href, param(req, 'state')));
  });

  app.get(`${BASE}/connect/oauth2/decide`, async (req, reply) => {
    if (param(req, 'appid') !== DEMO_WECHAT.appid) return refusePage(reply, TEXTS.wechatBadAppid);
    const target = callbackAllowed(param(req, 'redirect_uri'));
    if (!target) return refusePage(reply, TEXTS.wechatBadRedirect);
    const state = param(req, 'state');
    if (param(req, 'decision') !== 'allow') return reply.redirect(backTo(target, { state }), 302);
    const openId = param(req, 'openid').trim();
    if (!OPEN_ID.test(openId)) return refusePage(reply, TEXTS.wechatBadOpenId);
    for (const [code, grant] of grants) if (grant.expiresAt <= now()) grants.delete(code);
    const code = randomBytes(16).toString('base64url');
    grants.set(code, { openId, expiresAt: now() + CODE_TTL_MS, used: false });
    return reply.redirect(backTo(target, { code, state }), 302);
  });

  // The exchange (server to server): a live code's open id, once.
  app.get(`${BASE}/sns/oauth2/access_token`, async (req) => {
    if (param(req, 'appid') !== DEMO_WECHAT.appid) return EXCHANGE_ERRORS.invalidAppid;
    const grant = grants.get(param(req, 'code'));
    if (!grant || grant.expiresAt <= now()) return EXCHANGE_ERRORS.invalidCode;
    if (grant.used) return EXCHANGE_ERRORS.usedCode;
    grant.used = true;
    return { access_token: randomBytes(16).toString('base64url'), expires_in: 7200, openid: grant.openId, scope: 'snsapi_userinfo' };
  });
}
