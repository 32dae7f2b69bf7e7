/**
 * The promotion family's calls (`user/api/promotion/*`, a session needed): the caller's place in
 * the site's programme with its rates and earnings (`info`), joining it (`join`: approved at
 * once, once per user and site), the caller's level-1 and level-2 members (`members`) and
 * commissions (`commissions`, also by ids: another user's answer as missing ones). Each call
 * applies the orders' due transitions first, so commissions of used or cancelled orders are decided.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { ok, pageOf, type Envelope } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { keptInviteCode } from '../invitations/index.ts';
import { settle } from '../reservations/index.ts';
import { yuan } from '../shop/index.ts';
import { promotionStore, type CommissionRow, type MemberRow, type PromotionStore } from './store.ts';
import { PROMOTION_TEXTS as T } from './texts.ts';

const ID = /^\d{1,15}$/;
const percent = (bp: number) => (bp / 100).toFixed(2);

/** A phone as others see it: its first three and last four digits. */
export function maskPhone(phone: string | null): string {
  return phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '';
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

function infoPayload(ctx: AppContext, store: PromotionStore, site: SiteRow, user: UserRow) {
  const rates = store.rates(site.site_code);
  const joinedAt = store.joinedAt(user.id, site.site_code);
  const base = {
    open: rates ? '1' : '0',
    level1Rate: percent(rates?.level1_bp ?? 0),
    level2Rate: percent(rates?.level2_bp ?? 0),
    promoter: joinedAt === undefined ? '0' : '1',
  };
  if (joinedAt === undefined) return base;
  const e = store.earnings(user.id, site.site_code);
  return {
    ...base,
    joinTime: formatChinaTime(joinedAt),
    inviteCode: keptInviteCode(ctx.db, user.id, ctx.clock.now()),
    pending: yuan(e.pending),
    settled: yuan(e.settled),
    total: yuan(e.pending + e.settled),
    level1Num: String(store.memberCount(user.id, 1)),
    level2Num: String(store.memberCount(user.id, 2)),
  };
}

const memberItem = (m: MemberRow) => ({
  id: String(m.user_id),
  phone: maskPhone(m.phone),
  nickName: m.nickname,
  headImg: m.head_img,
  joinTime: formatChinaTime(m.joined_at),
  earned: yuan(m.earned_cents),
});

const commissionItem = (c: CommissionRow) => ({
  id: String(c.id),
  level: String(c.level),
  orderCode: c.order_code,
  title: c.title,
  memberNickName: c.member_nickname,
  orderAmount: yuan(c.order_cents),
  rate: percent(c.rate_bp),
  amount: yuan(c.amount_cents),
  status: c.status,
  createTime: formatChinaTime(c.created_at),
  decideTime: c.decided_at === null ? '' : formatChinaTime(c.decided_at),
});

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = promotionStore(ctx.db);
  /** A signed-in caller's read, after the orders' due transitions (and so the commissions'). */
  const signedIn = (fn: (site: SiteRow, user: UserRow, req: FastifyRequest) => Envelope) => async (req: FastifyRequest) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    settle(ctx.db, ctx.clock.now());
    return fn(site, user, req);
  };
  /** The same for a promoter of the site; others are refused. */
  const promoter = (fn: (site: SiteRow, user: UserRow, req: FastifyRequest) => Envelope) =>
    signedIn((site, user, req) => (store.joinedAt(user.id, site.site_code) === undefined ? refused(T.notPromoter) : fn(site, user, req)));

  api.get(
    '/user/api/promotion/info',
    signedIn((site, user) => ok(infoPayload(ctx, store, site, user))),
  );

  api.post(
    '/user/api/promotion/join',
    signedIn((site, user) =>
      ctx.db
        .transaction((): Envelope => {
          if (!store.rates(site.site_code)) return refused(T.notOpen);
          // the demo programme approves every request at once
          if (!store.join(user.id, site.site_code, ctx.clock.now())) return refused(T.alreadyPromoter);
          return okMessage(T.joined, infoPayload(ctx, store, site, user));
        })
        .immediate(),
    ),
  );

  api.get(
    '/user/api/promotion/members',
    promoter((site, user, req) => {
      const level = input(req, 'level').trim();
      if (level !== '1' && level !== '2') return refused(T.badLevel);
      const pg = paging(req);
      const n = level === '1' ? 1 : 2;
      return pageOf(store.members(user.id, site.site_code, n, pg.pageSize, pg.offset).map(memberItem), store.memberCount(user.id, n), pg);
    }),
  );

  api.get(
    '/user/api/promotion/commissions',
    signedIn((site, user, req) => {
      const pg = paging(req);
      const raw = input(req, 'ids').trim();
      if (raw !== '') {
        const ids = raw
          .split(',')
          .map((v) => v.trim())
          .filter((v) => ID.test(v))
          .slice(0, 100)
          .map(Number);
        return ok(store.commissionsByIds(user.id, site.site_code, ids).map(commissionItem));
      }
      return pageOf(
        store.commissions(user.id, site.site_code, pg.pageSize, pg.offset).map(commissionItem),
        store.commissionCount(user.id, site.site_code),
        pg,
      );
    }),
  );
}
