/** The follows family's calls: following a person, and the caller's fans and follows. */
import type { FastifyInstance } from 'fastify';
import { formInput, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { avatarRef } from '../accounts/index.ts';
import { followsStore, type PersonRow } from './store.ts';
import { FOLLOW_TEXTS as T } from './texts.ts';

/** A person of a list (the vendor's shape: string flags). */
function person(row: PersonRow): Record<string, unknown> {
  return {
    userId: row.unid,
    nickName: row.nickname,
    headImg: avatarRef(row.unid),
    focusStatus: row.following ? '1' : '0',
    createTime: formatChinaTime(row.followed_at),
  };
}

function message(text: string): Envelope {
  return { ...ok(null), message: text, msg: text };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = followsStore(ctx.db);
  for (const on of [true, false]) {
    api.post(`/user/api/userFocus/${on ? 'focus' : 'cancelFocus'}`, async (req) => {
      requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const target = store.userByUnid(formInput(req, 'userId').trim());
      if (!target) return refused(T.noSuchUser);
      if (target.id === user.id) return refused(T.self);
      if (on) return store.follow(user.id, target.id, ctx.clock.now()) ? message(T.followed) : refused(T.alreadyFollowed);
      return store.unfollow(user.id, target.id) ? message(T.unfollowed) : refused(T.notFollowed);
    });
  }

  api.get('/user/api/userFocus/fansList', async (req) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    return pageOf(store.fans(user.id, pg.pageSize, pg.offset).map(person), store.fansCount(user.id), pg);
  });

  api.get('/user/api/userFocus/focusList', async (req) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    return pageOf(store.following(user.id, pg.pageSize, pg.offset).map(person), store.followingCount(user.id), pg);
  });
}
