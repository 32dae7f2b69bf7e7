/**
 * res/api/topic and res/api/story: topics, stories, travel strategies, works and PK entries,
 * their tags, saving (saveStoryStrategy, JSON) and deleting; the moderation dev control. What
 * they answer and write is in the site's language (texts.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, isJsonBody, paging, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { containing } from '../../db/like.ts';
import { refused } from '../../refusal.ts';
import { userStatuses } from '../interactions/index.ts';
import type { UserRow } from '../accounts/index.ts';
import { statusOf, storyItem, storyStatuses, topicItem, type SideCount } from './rows.ts';
import { ids, readSave, str } from './save.ts';
import { PENDING, PUBLISHED, storiesStore, TOPIC_TYPE, type TopicFilter } from './store.ts';
import { storyMessages } from './texts.ts';
import { registerPictureRoutes } from './routes-pictures.ts';

type Store = ReturnType<typeof storiesStore>;

function topicCounts(store: Store, topicIds: number[]): Map<number, { stories: number; users: number; sides: SideCount[] }> {
  const out = new Map<number, { stories: number; users: number; sides: SideCount[] }>();
  for (const id of topicIds) out.set(id, { stories: 0, users: 0, sides: [] });
  if (topicIds.length === 0) return out;
  for (const r of store.topicSides(topicIds)) {
    const c = out.get(r.topic_id)!;
    c.stories += r.n;
    if (r.pk_side) c.sides.push({ side: r.pk_side, n: r.n });
  }
  for (const a of store.topicAuthors(topicIds)) out.get(a.topic_id)!.users = a.users;
  return out;
}

function registerTopics(api: FastifyInstance, ctx: AppContext): void {
  const store = storiesStore(ctx.db);
  api.get('/res/api/topic/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'topicType');
    // a batch by id (up to 50)
    const filter: TopicFilter = {
      siteCode: site.site_code,
      type: ['story', 'works', 'pk'].includes(type) ? type : undefined,
      ids: ids(input(req, 'ids')).slice(0, 50),
    };
    const rows = store.topics(filter, pg.pageSize, pg.offset);
    const counts = topicCounts(
      store,
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => topicItem(r, counts.get(r.id)!)),
      store.topicCount(filter),
      pg,
    );
  });

  api.get('/res/api/topic/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.topic(site.site_code, id) : undefined;
    if (!row) return refused(storyMessages(site.site_language).topicNotFound);
    store.topicViewed(row.id);
    const user = callerOf(ctx, req);
    const st = userStatuses(ctx.db, user?.unid ?? null, TOPIC_TYPE, [row.id]).get(row.id);
    return ok({
      ...topicItem({ ...row, show_num: row.show_num + 1 }, topicCounts(store, [row.id]).get(row.id)!),
      rule: row.rule,
      vipResourceStatus: statusOf(st),
    });
  });
}

/** The story list's conditions: the caller's own (`mine=1`), a batch by id, or the published ones; then its filters. */
function storyWhere(req: FastifyRequest, siteCode: string, user: UserRow | null): { sql: string; params: unknown[] } {
  const where: string[] = ['s.site_code = ?'];
  const params: unknown[] = [siteCode];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    params.push(...values);
  };
  const byIds = ids(input(req, 'ids')).slice(0, 50);
  if (input(req, 'mine') === '1') {
    add('s.user_id = ?', user!.id);
    const audit = input(req, 'auditStatus');
    if (['0', '1', '2'].includes(audit)) add('s.status = ?', Number(audit));
  } else if (byIds.length > 0) {
    // a batch by id: what the caller may see (published, or their own)
    add(`s.id IN (${byIds.map(() => '?').join(',')})`, ...byIds);
    add(`(s.status = ${PUBLISHED} OR s.user_id = ?)`, user?.id ?? -1);
  } else {
    add(`s.status = ${PUBLISHED}`);
  }
  const storyType = input(req, 'storyType');
  if (storyType === 'story' || storyType === 'strategy') add('s.story_type = ?', storyType);
  // what the story's topic collects: `none` = no topic or a call for stories
  const topicType = input(req, 'topicType');
  if (topicType === 'works' || topicType === 'pk') add('s.topic_id IN (SELECT id FROM story_topics WHERE topic_type = ?)', topicType);
  if (topicType === 'story') add("(s.topic_id IS NULL OR s.topic_id IN (SELECT id FROM story_topics WHERE topic_type = 'story'))");
  const topicId = Number.parseInt(input(req, 'topicId'), 10);
  if (Number.isSafeInteger(topicId)) add('s.topic_id = ?', topicId);
  const side = input(req, 'pkSide');
  if (side === 'A' || side === 'B') add('s.pk_side = ?', side);
  const tagId = Number.parseInt(input(req, 'tagId'), 10);
  if (Number.isSafeInteger(tagId)) add("(',' || s.tag_ids || ',') LIKE ?", `%,${tagId},%`);
  const keyword = input(req, 'keyword').trim();
  if (keyword) {
    const like = containing(keyword);
    add("(s.title LIKE ? ESCAPE '\\' OR s.content LIKE ? ESCAPE '\\' OR s.resource_name LIKE ? ESCAPE '\\')", like, like, like);
  }
  const minDays = Number.parseInt(input(req, 'minDays'), 10);
  if (Number.isSafeInteger(minDays)) add('s.days >= ?', minDays);
  const maxDays = Number.parseInt(input(req, 'maxDays'), 10);
  if (Number.isSafeInteger(maxDays)) add('s.days <= ?', maxDays);
  return { sql: where.join(' AND '), params };
}

function registerStories(api: FastifyInstance, ctx: AppContext): void {
  const store = storiesStore(ctx.db);
  api.get('/res/api/story/tags', async (req) => {
    const site = requireSite(req);
    const counts = new Map<string, number>();
    for (const p of store.publishedTagIds(site.site_code)) for (const id of p.tag_ids.split(',')) counts.set(id, (counts.get(id) ?? 0) + 1);
    return plainList(
      store.tags(site.site_code).map((t) => ({ id: String(t.id), name: t.name, storyNum: String(counts.get(String(t.id)) ?? 0) })),
    );
  });

  api.get('/res/api/story/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const user = callerOf(ctx, req);
    if (input(req, 'mine') === '1' && !user) return notLoggedIn();
    const where = storyWhere(req, site.site_code, user);
    const order =
      input(req, 'orderType') === 'hot'
        ? 'COALESCE(i.like_num, 0) DESC, COALESCE(s.published_at, s.created_at) DESC, s.id DESC'
        : 'COALESCE(s.published_at, s.created_at) DESC, s.id DESC';
    const rows = store.stories(where.sql, where.params, order, pg.pageSize, pg.offset);
    return pageOf(
      rows.map((r) => storyItem(ctx.db, r, user?.id ?? null)),
      store.storyCount(where.sql, where.params),
      pg,
    );
  });

  api.get('/res/api/story/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const user = callerOf(ctx, req);
    const row = Number.isSafeInteger(id) ? store.story(site.site_code, id) : undefined;
    // an unpublished story exists only for its author
    if (!row || (row.status !== PUBLISHED && row.user_id !== (user?.id ?? -1)))
      return refused(storyMessages(site.site_language).storyNotFound);
    if (row.status === PUBLISHED) store.storyViewed(row.id);
    const st = storyStatuses(ctx.db, user?.unid ?? null, [row.id]).get(row.id);
    return ok({
      ...storyItem(ctx.db, { ...row, show_num: row.show_num + (row.status === PUBLISHED ? 1 : 0) }, user?.id ?? null),
      content: row.content,
      vipResourceStatus: statusOf(st),
    });
  });
}

function registerWrites(api: FastifyInstance, ctx: AppContext): void {
  const store = storiesStore(ctx.db);
  api.post('/res/api/story/saveStoryStrategy', async (req) => {
    const site = requireSite(req);
    const m = storyMessages(site.site_language);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    // a JSON (@RequestBody) endpoint, as the vendor's
    if (!isJsonBody(req))
      return refused(`Content type '${String(req.headers['content-type'] ?? 'application/octet-stream')}' not supported`);
    const save = readSave(ctx, req, site, user);
    if (typeof save === 'string') return refused(save);
    const { storyType, values, existing, topic } = save;
    // one PK entry per user and topic: the check and the write in one immediate transaction (and a unique index)
    const result = ctx.db
      .transaction(() => {
        if (topic?.topic_type === 'pk' && !existing && store.pkJoined(topic.id, user.id)) return null;
        if (existing) {
          store.updateStory(existing.id, values);
          return existing.id;
        }
        return store.addStory({
          ...values,
          site_code: site.site_code,
          story_type: storyType,
          topic_id: topic?.id ?? null,
          user_id: user.id,
        });
      })
      .immediate();
    if (result === null) return refused(m.pkJoined);
    return { ...ok({ id: String(result), auditStatus: String(PENDING) }), message: m.submitted, msg: m.submitted };
  });

  api.post('/res/api/story/delete', async (req) => {
    const site = requireSite(req);
    const m = storyMessages(site.site_language);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(formInput(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.storyRow(site.site_code, id) : undefined;
    if (!row || row.user_id !== user.id) return refused(m.storyNotFound);
    ctx.db.transaction(() => store.deleteStory(row.id))();
    return { ...ok(null), message: m.deleted, msg: m.deleted };
  });
}

export function registerStoryRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerTopics(api, ctx);
  registerStories(api, ctx);
  registerWrites(api, ctx);
  registerPictureRoutes(api, ctx);
}

/** `/__dev/stories/moderate` `{ id, pass, reason? }`: publishes or rejects a story at once. */
export function registerStoryDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = storiesStore(ctx.db);
  app.post('/__dev/stories/moderate', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { id?: unknown; pass?: unknown; reason?: unknown };
    const id = Number.parseInt(str(body.id), 10);
    if (typeof body.pass !== 'boolean' || !Number.isSafeInteger(id)) return reply.code(400).send({ error: 'give id and pass (boolean)' });
    const row = store.storyLanguage(id);
    if (!row) return reply.code(404).send({ error: 'no such story' });
    // the default reason is in the story's site's language (its author reads it)
    const reason = str(body.reason).trim() || storyMessages(row.site_language).rejected;
    if (body.pass) store.publish(id, ctx.clock.now());
    else store.reject(id, reason);
    const after = store.moderation(id);
    return { id: String(id), auditStatus: String(after.status), auditRemark: after.reject_reason };
  });
}
