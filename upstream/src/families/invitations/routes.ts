/**
 * The invitations family's calls (`user/api/vipInvite/*`): the caller's code (`myInviteCode`),
 * binding someone's code (`bindInviteCode`: once per user, never one's own, an unknown code
 * refused), the caller's invitation summary (`inviteInfo`) and the users they invited
 * (`inviteList`). Binding gives the inviter the gift through the points ledger, in the same
 * transaction: once per invitee however many bindings arrive at once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import type { UserRow } from '../accounts/index.ts';
import { awardOnce } from '../points/index.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { keptInviteCode } from './kept-code.ts';
import { invitationsStore } from './store.ts';
import { INVITE_CODE, INVITE_GIFT_POINTS, INVITE_TEXTS as T } from './texts.ts';

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const store = invitationsStore(ctx.db);
  /** The caller's code, kept on first use. */
  const codeFor = (user: UserRow): string => keptInviteCode(ctx.db, user.id, ctx.clock.now());
  const signedIn = (fn: (user: UserRow, req: FastifyRequest) => Envelope) => async (req: FastifyRequest) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    return user ? fn(user, req) : notLoggedIn();
  };

  api.get(
    '/user/api/vipInvite/myInviteCode',
    signedIn((user) => ok({ inviteCode: codeFor(user), giftIntegral: String(INVITE_GIFT_POINTS) })),
  );

  api.get(
    '/user/api/vipInvite/inviteInfo',
    signedIn((user) => {
      const summary = store.summary(user.id);
      const binding = store.bindingOf(user.id);
      return ok({
        inviteCode: codeFor(user),
        inviteNum: String(summary.n),
        giftIntegral: String(summary.points),
        perInviteIntegral: String(INVITE_GIFT_POINTS),
        bound: binding ? '1' : '0',
        inviterNickName: binding?.nickname ?? '',
      });
    }),
  );

  api.get(
    '/user/api/vipInvite/inviteList',
    signedIn((user, req) => {
      const pg = paging(req);
      const rows = store.invitees(user.id, pg.pageSize, pg.offset);
      return pageOf(
        rows.map((r) => ({
          id: String(r.invitee_id),
          nickName: r.nickname,
          headImg: r.head_img,
          integral: String(r.gift_points),
          createTime: formatChinaTime(r.created_at),
        })),
        store.summary(user.id).n,
        pg,
      );
    }),
  );
}

function registerBind(api: FastifyInstance, ctx: AppContext): void {
  const store = invitationsStore(ctx.db);
  api.post('/user/api/vipInvite/bindInviteCode', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const code = formInput(req, 'inviteCode').trim().toUpperCase();
    if (code === '') return refused(T.codeRequired);
    if (!INVITE_CODE.test(code)) return refused(T.unknownCode);
    const at = ctx.clock.now();
    return ctx.db
      .transaction((): Envelope => {
        const inviter = store.ownerOf(code);
        if (inviter === undefined) return refused(T.unknownCode);
        if (inviter === user.id) return refused(T.ownCode);
        if (!store.bind(user.id, inviter, code, site.site_code, INVITE_GIFT_POINTS, at)) return refused(T.alreadyBound);
        awardOnce(ctx.db, {
          userId: inviter,
          siteCode: site.site_code,
          kind: 'INVITE',
          key: `INVITE:${user.id}`,
          points: INVITE_GIFT_POINTS,
          at,
        });
        return okMessage(T.bound, { inviterNickName: store.bindingOf(user.id)?.nickname ?? '' });
      })
      .immediate();
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerReads(api, ctx);
  registerBind(api, ctx);
}
