/**
 * res/api/topic and res/api/story: topics, stories, travel strategies, works and PK entries,
 * their tags, saving (saveStoryStrategy, JSON) and deleting; the moderation dev control. What
 * they answer and write is in the site's language (messages.ts).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { formInput, input, isJsonBody, paging, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, pageOf, plainList } from '../../envelope.ts';
import { findSiteResource } from '../../lookup.ts';
import { kindOf, storedType, STORY_TYPE } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { userStatuses } from '../../users.ts';
import { uploadedRef } from '../uploads/index.ts';
import { pixelSizeOfFile } from './image-size.ts';
import { storyMessages } from './messages.ts';
import {
  AUTHOR_KEY_SQL,
  PENDING,
  PUBLISHED,
  REJECTED,
  STORY_SELECT,
  statusOf,
  storedPictures,
  storyItem,
  storyStatuses,
  TOPIC_SELECT,
  TOPIC_TYPE,
  topicItem,
  pictureRef,
  type SideCount,
  type StoryRow,
  type TopicRow,
} from './rows.ts';

/** The most pictures, tags and characters the service keeps (the gateway's own limits are lower). */
const MAX_PICTURES = 9;
const MAX_TAGS = 5;
const MAX_TITLE = 100;
const MAX_CONTENT = 20_000;

function ids(raw: string): number[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => Number.parseInt(s.trim(), 10))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
}

interface SaveBody {
  id?: unknown;
  storyType?: unknown;
  topicId?: unknown;
  pkSide?: unknown;
  craft?: unknown;
  title?: unknown;
  content?: unknown;
  tagIds?: unknown;
  images?: unknown;
  resourceType?: unknown;
  resourceId?: unknown;
  days?: unknown;
  cost?: unknown;
  travelMonth?: unknown;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const intOrNull = (v: unknown): number | null => {
  const s = str(v).trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isInteger(n) ? n : Number.NaN;
};

export function registerStoryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  function topicCounts(topicIds: number[]): Map<number, { stories: number; users: number; sides: SideCount[] }> {
    const out = new Map<number, { stories: number; users: number; sides: SideCount[] }>();
    for (const id of topicIds) out.set(id, { stories: 0, users: 0, sides: [] });
    if (topicIds.length === 0) return out;
    const marks = topicIds.map(() => '?').join(',');
    const rows = db
      .prepare(
        `SELECT topic_id, pk_side, COUNT(*) AS n FROM stories
         WHERE status = ${PUBLISHED} AND topic_id IN (${marks}) GROUP BY topic_id, pk_side`,
      )
      .all(...topicIds) as { topic_id: number; pk_side: string | null; n: number }[];
    const authors = db
      .prepare(
        `SELECT topic_id, COUNT(DISTINCT ${AUTHOR_KEY_SQL}) AS users FROM stories
         WHERE status = ${PUBLISHED} AND topic_id IN (${marks}) GROUP BY topic_id`,
      )
      .all(...topicIds) as { topic_id: number; users: number }[];
    for (const r of rows) {
      const c = out.get(r.topic_id)!;
      c.stories += r.n;
      if (r.pk_side) c.sides.push({ side: r.pk_side, n: r.n });
    }
    for (const a of authors) out.get(a.topic_id)!.users = a.users;
    return out;
  }

  // ---- topics ----

  api.get('/res/api/topic/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const type = input(req, 'topicType');
    const conditions = ['t.site_code = ?'];
    const params: unknown[] = [site.site_code];
    if (['story', 'works', 'pk'].includes(type)) {
      conditions.push('t.topic_type = ?');
      params.push(type);
    }
    // a batch by id (up to 50)
    const byIds = ids(input(req, 'ids')).slice(0, 50);
    if (byIds.length > 0) {
      conditions.push(`t.id IN (${byIds.map(() => '?').join(',')})`);
      params.push(...byIds);
    }
    const where = conditions.join(' AND ');
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM story_topics t WHERE ${where}`).get(...params) as { n: number }).n;
    const rows = db
      .prepare(`${TOPIC_SELECT} WHERE ${where} ORDER BY t.sort, t.start_time DESC, t.id LIMIT ? OFFSET ?`)
      .all(...params, pg.pageSize, pg.offset) as TopicRow[];
    const counts = topicCounts(rows.map((r) => r.id));
    return pageOf(rows.map((r) => topicItem(r, counts.get(r.id)!)), total, pg);
  });

  api.get('/res/api/topic/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? (db.prepare(`${TOPIC_SELECT} WHERE t.id = ? AND t.site_code = ?`).get(id, site.site_code) as TopicRow | undefined) : undefined;
    if (!row) return fail(1, storyMessages(site.site_language).topicNotFound);
    db.prepare('UPDATE story_topics SET show_num = show_num + 1 WHERE id = ?').run(row.id);
    const user = callerOf(ctx, req);
    const st = userStatuses(db, user?.unid ?? null, TOPIC_TYPE, [row.id]).get(row.id);
    return ok({ ...topicItem({ ...row, show_num: row.show_num + 1 }, topicCounts([row.id]).get(row.id)!), rule: row.rule, vipResourceStatus: statusOf(st) });
  });

  // ---- stories ----

  api.get('/res/api/story/tags', async (req) => {
    const site = requireSite(req);
    const tags = db.prepare('SELECT id, name FROM story_tags WHERE site_code = ? ORDER BY sort, id').all(site.site_code) as { id: number; name: string }[];
    const published = db.prepare(`SELECT tag_ids FROM stories WHERE site_code = ? AND status = ${PUBLISHED} AND tag_ids != ''`).all(site.site_code) as { tag_ids: string }[];
    const counts = new Map<string, number>();
    for (const p of published) for (const id of p.tag_ids.split(',')) counts.set(id, (counts.get(id) ?? 0) + 1);
    return plainList(tags.map((t) => ({ id: String(t.id), name: t.name, storyNum: String(counts.get(String(t.id)) ?? 0) })));
  });

  api.get('/res/api/story/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const user = callerOf(ctx, req);
    const where: string[] = ['s.site_code = ?'];
    const params: unknown[] = [site.site_code];
    const byIds = ids(input(req, 'ids')).slice(0, 50);
    if (input(req, 'mine') === '1') {
      if (!user) return notLoggedIn();
      where.push('s.user_id = ?');
      params.push(user.id);
      const audit = input(req, 'auditStatus');
      if (['0', '1', '2'].includes(audit)) {
        where.push('s.status = ?');
        params.push(Number(audit));
      }
    } else if (byIds.length > 0) {
      // a batch by id: what the caller may see (published, or their own)
      where.push(`s.id IN (${byIds.map(() => '?').join(',')})`, `(s.status = ${PUBLISHED} OR s.user_id = ?)`);
      params.push(...byIds, user?.id ?? -1);
    } else {
      where.push(`s.status = ${PUBLISHED}`);
    }
    const storyType = input(req, 'storyType');
    if (storyType === 'story' || storyType === 'strategy') {
      where.push('s.story_type = ?');
      params.push(storyType);
    }
    const topicId = Number.parseInt(input(req, 'topicId'), 10);
    if (Number.isSafeInteger(topicId)) {
      where.push('s.topic_id = ?');
      params.push(topicId);
    }
    const side = input(req, 'pkSide');
    if (side === 'A' || side === 'B') {
      where.push('s.pk_side = ?');
      params.push(side);
    }
    const tagId = Number.parseInt(input(req, 'tagId'), 10);
    if (Number.isSafeInteger(tagId)) {
      where.push("(',' || s.tag_ids || ',') LIKE ?");
      params.push(`%,${tagId},%`);
    }
    const keyword = input(req, 'keyword').trim();
    if (keyword) {
      where.push("(s.title LIKE ? ESCAPE '\\' OR s.content LIKE ? ESCAPE '\\' OR s.resource_name LIKE ? ESCAPE '\\')");
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like, like);
    }
    const minDays = Number.parseInt(input(req, 'minDays'), 10);
    if (Number.isSafeInteger(minDays)) {
      where.push('s.days >= ?');
      params.push(minDays);
    }
    const maxDays = Number.parseInt(input(req, 'maxDays'), 10);
    if (Number.isSafeInteger(maxDays)) {
      where.push('s.days <= ?');
      params.push(maxDays);
    }
    const sql = where.join(' AND ');
    const order =
      input(req, 'orderType') === 'hot'
        ? 'COALESCE(i.like_num, 0) DESC, COALESCE(s.published_at, s.created_at) DESC, s.id DESC'
        : 'COALESCE(s.published_at, s.created_at) DESC, s.id DESC';
    const total = (
      db
        .prepare(`SELECT COUNT(*) AS n FROM stories s LEFT JOIN interactions i ON i.resource_type = '${STORY_TYPE}' AND i.resource_id = s.id WHERE ${sql}`)
        .get(...params) as { n: number }
    ).n;
    const rows = db.prepare(`${STORY_SELECT} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as StoryRow[];
    return pageOf(rows.map((r) => storyItem(db, r, user?.id ?? null)), total, pg);
  });

  api.get('/res/api/story/detail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const user = callerOf(ctx, req);
    const row = Number.isSafeInteger(id) ? (db.prepare(`${STORY_SELECT} WHERE s.id = ? AND s.site_code = ?`).get(id, site.site_code) as StoryRow | undefined) : undefined;
    // an unpublished story exists only for its author
    if (!row || (row.status !== PUBLISHED && row.user_id !== (user?.id ?? -1))) return fail(1, storyMessages(site.site_language).storyNotFound);
    if (row.status === PUBLISHED) db.prepare('UPDATE stories SET show_num = show_num + 1 WHERE id = ?').run(row.id);
    const st = storyStatuses(db, user?.unid ?? null, [row.id]).get(row.id);
    return ok({ ...storyItem(db, { ...row, show_num: row.show_num + (row.status === PUBLISHED ? 1 : 0) }, user?.id ?? null), content: row.content, vipResourceStatus: statusOf(st) });
  });

  const insertStory = db.prepare(
    `INSERT INTO stories (site_code, story_type, topic_id, pk_side, craft, title, content, tag_ids, images, img_width, img_height,
       resource_type, resource_id, resource_name, resource_region_name, address, days, cost, travel_month, source_url,
       user_id, author_name, status, reject_reason, show_num, created_at, updated_at, published_at)
     VALUES (@site_code, @story_type, @topic_id, @pk_side, @craft, @title, @content, @tag_ids, @images, @img_width, @img_height,
       @resource_type, @resource_id, @resource_name, @resource_region_name, @address, @days, @cost, @travel_month, '',
       @user_id, '', ${PENDING}, '', 0, @now, @now, NULL)`,
  );
  const updateStory = db.prepare(
    `UPDATE stories SET pk_side = @pk_side, craft = @craft, title = @title, content = @content, tag_ids = @tag_ids, images = @images,
       img_width = @img_width, img_height = @img_height, resource_type = @resource_type, resource_id = @resource_id,
       resource_name = @resource_name, resource_region_name = @resource_region_name, address = @address, days = @days,
       cost = @cost, travel_month = @travel_month, status = ${PENDING}, reject_reason = '', updated_at = @now
     WHERE id = @id`,
  );

  api.post('/res/api/story/saveStoryStrategy', async (req) => {
    const site = requireSite(req);
    const m = storyMessages(site.site_language);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    // a JSON (@RequestBody) endpoint, as the vendor's
    if (!isJsonBody(req)) return fail(1, `Content type '${String(req.headers['content-type'] ?? 'application/octet-stream')}' not supported`);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as SaveBody;
    const storyType = str(body.storyType) === 'strategy' ? 'strategy' : 'story';
    const title = str(body.title).trim();
    const content = str(body.content).trim();
    if (title === '') return fail(1, m.titleRequired);
    if ([...title].length > MAX_TITLE) return fail(1, m.titleTooLong);
    if (content === '' || content.replace(/<[^>]*>/g, '').trim() === '') return fail(1, m.contentRequired);
    if (content.length > MAX_CONTENT) return fail(1, m.contentTooLong);

    const editId = intOrNull(body.id);
    const existing =
      editId !== null && Number.isSafeInteger(editId)
        ? (db.prepare('SELECT * FROM stories WHERE id = ? AND site_code = ?').get(editId, site.site_code) as StoryRow | undefined)
        : undefined;
    if (editId !== null && (!existing || existing.user_id !== user.id)) return fail(1, m.storyNotFound);
    if (existing && existing.story_type !== storyType) return fail(1, m.storyNotFound);

    // pictures: new uploads, or pictures the edited story already has (as answered)
    const kept = new Map((existing ? storedPictures(existing.images) : []).map((p) => [pictureRef(p), p]));
    const publicBase = `${ctx.publicUrl.value}/files/`;
    const pictures: string[] = [];
    for (const raw of str(body.images).split(',').map((s) => s.trim()).filter((s) => s !== '')) {
      const asStored = raw.startsWith(publicBase) ? `@/files/${raw.slice(publicBase.length)}` : raw;
      const ref = uploadedRef(db, raw, 'IMAGE') ?? kept.get(asStored.replace(/\?.*$/, '')) ?? null;
      if (!ref) return fail(1, m.pictureUnknown);
      if (!pictures.includes(ref)) pictures.push(ref);
    }
    if (pictures.length === 0) return fail(1, m.picturesRequired);
    if (pictures.length > MAX_PICTURES) return fail(1, m.tooManyPictures(MAX_PICTURES));

    const tagIds = ids(str(body.tagIds));
    if (tagIds.length > MAX_TAGS) return fail(1, m.tooManyTags(MAX_TAGS));
    if (tagIds.length > 0) {
      const found = (db.prepare(`SELECT COUNT(*) AS n FROM story_tags WHERE site_code = ? AND id IN (${tagIds.map(() => '?').join(',')})`).get(site.site_code, ...tagIds) as { n: number }).n;
      if (found !== tagIds.length) return fail(1, m.tagUnknown);
    }

    // the place the story is about (its "current address")
    let place: { type: string; id: number; name: string; region: string; address: string } | null = null;
    const resourceType = str(body.resourceType).trim();
    if (resourceType !== '') {
      const stored = storedType(resourceType);
      const ref = stored && kindOf(stored) ? findSiteResource(db, site.site_code, stored, Number.parseInt(str(body.resourceId), 10)) : null;
      if (!ref) return fail(1, m.placeUnknown);
      const p = db.prepare('SELECT region_name, address FROM places WHERE id = ?').get(ref.id) as { region_name: string; address: string };
      place = { type: ref.type, id: ref.id, name: ref.name, region: p.region_name, address: p.address };
    }

    // strategies: the trip's facts
    let days: number | null = null;
    let cost: number | null = null;
    let month: number | null = null;
    if (storyType === 'strategy') {
      days = intOrNull(body.days);
      if (days === null || !(days >= 1 && days <= 60)) return fail(1, m.daysRequired);
      cost = intOrNull(body.cost);
      if (cost !== null && !(cost >= 0 && cost <= 1_000_000)) return fail(1, m.costInvalid);
      month = intOrNull(body.travelMonth);
      if (month !== null && !(month >= 1 && month <= 12)) return fail(1, m.monthInvalid);
    }

    // topic entries (stories, works, PK): the topic must be under way
    const topicId = existing ? existing.topic_id : intOrNull(body.topicId);
    let topic: TopicRow | undefined;
    if (storyType === 'story' && topicId !== null) {
      topic = Number.isSafeInteger(topicId) ? (db.prepare('SELECT * FROM story_topics WHERE id = ? AND site_code = ?').get(topicId, site.site_code) as TopicRow | undefined) : undefined;
      if (!topic) return fail(1, m.topicNotFound);
      if (now() < topic.start_time) return fail(1, m.topicNotStarted);
      if (now() > topic.end_time) return fail(1, m.topicOver);
    }
    const side = str(body.pkSide);
    if (topic?.topic_type === 'pk' && side !== 'A' && side !== 'B') return fail(1, m.sideRequired);
    const craft = str(body.craft).trim();
    if (topic?.topic_type === 'works' && topic.ich_works && craft === '') return fail(1, m.craftRequired);

    // the cover's size, for the waterfall
    const first = pictures[0]!;
    const upload = /^@\/files\/uploads\/(.+)$/.exec(first)?.[1];
    const size = upload ? pixelSizeOfFile(join(ctx.filesDir, upload)) : existing && existing.images.startsWith(first) ? { width: existing.img_width ?? 0, height: existing.img_height ?? 0 } : null;

    const values = {
      pk_side: topic?.topic_type === 'pk' ? side : null,
      craft: topic?.topic_type === 'works' ? craft : '',
      title,
      content,
      tag_ids: tagIds.join(','),
      images: pictures.join(','),
      img_width: size?.width || null,
      img_height: size?.height || null,
      resource_type: place?.type ?? null,
      resource_id: place?.id ?? null,
      resource_name: place?.name ?? '',
      resource_region_name: place?.region ?? '',
      address: place?.address ?? '',
      days,
      cost,
      travel_month: month,
      now: now(),
    };
    // one PK entry per user and topic: the check and the write in one immediate transaction (and a unique index)
    const result = db
      .transaction(() => {
        if (topic?.topic_type === 'pk' && !existing) {
          const joined = db.prepare('SELECT 1 FROM stories WHERE topic_id = ? AND user_id = ? AND pk_side IS NOT NULL').get(topic.id, user.id);
          if (joined) return null;
        }
        if (existing) {
          updateStory.run({ ...values, id: existing.id });
          return existing.id;
        }
        const info = insertStory.run({ ...values, site_code: site.site_code, story_type: storyType, topic_id: topic?.id ?? null, user_id: user.id });
        return Number(info.lastInsertRowid);
      })
      .immediate();
    if (result === null) return fail(1, m.pkJoined);
    return { ...ok({ id: String(result), auditStatus: String(PENDING) }), message: m.submitted, msg: m.submitted };
  });

  api.post('/res/api/story/delete', async (req) => {
    const site = requireSite(req);
    const m = storyMessages(site.site_language);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = Number.parseInt(formInput(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? (db.prepare('SELECT id, user_id FROM stories WHERE id = ? AND site_code = ?').get(id, site.site_code) as { id: number; user_id: number | null } | undefined) : undefined;
    if (!row || row.user_id !== user.id) return fail(1, m.storyNotFound);
    db.transaction(() => {
      const comments = db.prepare('SELECT id FROM comments WHERE resource_type = ? AND resource_id = ?').all(STORY_TYPE, row.id) as { id: number }[];
      for (const c of comments) {
        db.prepare('DELETE FROM comment_tag_links WHERE comment_id = ?').run(c.id);
        db.prepare('DELETE FROM comment_replies WHERE comment_id = ?').run(c.id);
        db.prepare('DELETE FROM comments WHERE id = ?').run(c.id);
      }
      db.prepare('DELETE FROM interactions WHERE resource_type = ? AND resource_id = ?').run(STORY_TYPE, row.id);
      db.prepare('DELETE FROM user_interactions WHERE resource_type = ? AND resource_id = ?').run(STORY_TYPE, row.id);
      db.prepare('DELETE FROM stories WHERE id = ?').run(row.id);
    })();
    return { ...ok(null), message: m.deleted, msg: m.deleted };
  });
}

/** `/__dev/stories/moderate` `{ id, pass, reason? }`: publishes or rejects a story at once. */
export function registerStoryDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/__dev/stories/moderate', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { id?: unknown; pass?: unknown; reason?: unknown };
    const id = Number.parseInt(str(body.id), 10);
    if (typeof body.pass !== 'boolean' || !Number.isSafeInteger(id)) return reply.code(400).send({ error: 'give id and pass (boolean)' });
    const row = ctx.db
      .prepare('SELECT s.id, si.site_language FROM stories s LEFT JOIN sites si ON si.site_code = s.site_code WHERE s.id = ?')
      .get(id) as { id: number; site_language: string | null } | undefined;
    if (!row) return reply.code(404).send({ error: 'no such story' });
    // the default reason is in the story's site's language (its author reads it)
    const reason = str(body.reason).trim() || storyMessages(row.site_language).rejected;
    if (body.pass) ctx.db.prepare(`UPDATE stories SET status = ${PUBLISHED}, reject_reason = '', published_at = ? WHERE id = ?`).run(ctx.clock.now(), id);
    else ctx.db.prepare(`UPDATE stories SET status = ${REJECTED}, reject_reason = ? WHERE id = ?`).run(reason, id);
    const after = ctx.db.prepare('SELECT status, reject_reason FROM stories WHERE id = ?').get(id) as { status: number; reject_reason: string };
    return { id: String(id), auditStatus: String(after.status), auditRemark: after.reject_reason };
  });
}
