/**
 * The votes family's calls: votes and their works, casting a vote, signing up with a work, the
 * caller's works and votes; and the organiser's review as a development control.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, type Envelope, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { dayOf, refs, voteStatus, WORK_STATUS } from './rules.ts';
import { votesStore, type VoteRow, type WorkRow } from './store.ts';
import { VOTE_TEXTS as T } from './texts.ts';

type VotesStore = ReturnType<typeof votesStore>;

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** A safe integer of the input, or -1 (no row has it). */
function idOf(raw: string): number {
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : -1;
}

function voteItem(store: VotesStore, v: VoteRow, at: number): Record<string, unknown> {
  const totals = store.totals(v.id);
  return {
    id: String(v.id),
    title: v.title,
    cover: imageRef(v.cover),
    voteType: v.work_type === 'VIDEO' ? '2' : '1',
    joinStartTime: formatChinaTime(v.join_start),
    joinEndTime: formatChinaTime(v.join_end),
    startTime: formatChinaTime(v.vote_start),
    endTime: formatChinaTime(v.vote_end),
    status: voteStatus(v, at),
    workNum: String(totals.works),
    voteNum: String(totals.votes),
    visitNum: String(v.visit_num),
  };
}

/** A work; its rank is the competition rank of the approved works by votes (1, 2, 2, 4…). */
function workItem(store: VotesStore, w: WorkRow, userId: number | null, at: number): Record<string, unknown> {
  return {
    id: String(w.id),
    voteId: String(w.vote_id),
    number: String(w.number).padStart(3, '0'),
    title: w.title,
    author: w.author,
    description: w.description,
    images: refs(w.images),
    video: w.video,
    voteNum: String(w.vote_num),
    rank: w.status === WORK_STATUS.APPROVED ? String(store.ahead(w.vote_id, w.vote_num) + 1) : '',
    status: String(w.status),
    refuseReason: w.refuse_reason,
    createTime: formatChinaTime(w.created_at),
    myVoteNum: userId === null ? '' : String(store.workVotesToday(w.id, userId, dayOf(at))),
  };
}

function registerVotes(api: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  api.get('/res/api/vote/list', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const at = ctx.clock.now();
    const status = input(req, 'status');
    const rows = store.votePage(site.site_code, status, at, pg.pageSize, pg.offset);
    return pageOf(
      rows.map((v) => voteItem(store, v, at)),
      store.voteCount(site.site_code, status, at),
      pg,
    );
  });

  api.get('/res/api/vote/detail', async (req) => {
    const site = requireSite(req);
    const v = store.vote(site.site_code, idOf(input(req, 'id')));
    if (!v) return refused(T.noSuchVote);
    store.visited(v.id);
    const user = callerOf(ctx, req);
    const at = ctx.clock.now();
    return ok({
      ...voteItem(store, { ...v, visit_num: v.visit_num + 1 }, at),
      description: v.description,
      rules: v.rules,
      dayLimit: String(v.day_limit),
      workDayLimit: String(v.work_day_limit),
      userWorkLimit: String(v.user_work_limit),
      maxImages: String(v.max_images),
      allowJoin: String(v.allow_join),
      needAudit: String(v.need_audit),
      myVoteNum: user ? String(store.votesToday(v.id, user.id, dayOf(at))) : '',
      myWorkNum: user ? String(store.userWorks(v.id, user.id)) : '',
    });
  });
}

function registerWorks(api: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  api.get('/res/api/vote/workList', async (req) => {
    const site = requireSite(req);
    const pg = paging(req);
    const v = store.vote(site.site_code, idOf(input(req, 'voteId')));
    if (!v) return emptyPage(pg);
    const keyword = input(req, 'keyword').trim().replace(/[%_]/g, '');
    const rows = store.workPage(v.id, keyword, input(req, 'sortType') === '2', pg.pageSize, pg.offset);
    const user = callerOf(ctx, req);
    const at = ctx.clock.now();
    return pageOf(
      rows.map((w) => workItem(store, w, user?.id ?? null, at)),
      store.workCount(v.id, keyword),
      pg,
    );
  });

  // A work with its vote's rules and the caller's votes today (what a vote button needs).
  api.get('/res/api/vote/workDetail', async (req) => {
    const site = requireSite(req);
    const w = store.work(idOf(input(req, 'id')));
    const v = w ? store.vote(site.site_code, w.vote_id) : undefined;
    const user = callerOf(ctx, req);
    // a work under review or refused is shown to its author only
    if (!w || !v || (w.status !== WORK_STATUS.APPROVED && (!user || user.id !== w.user_id))) return refused(T.noSuchWork);
    const at = ctx.clock.now();
    return ok({
      ...workItem(store, w, user?.id ?? null, at),
      phone: user && user.id === w.user_id ? w.phone : '',
      voteInfo: {
        id: String(v.id),
        title: v.title,
        status: voteStatus(v, at),
        startTime: formatChinaTime(v.vote_start),
        endTime: formatChinaTime(v.vote_end),
        dayLimit: String(v.day_limit),
        workDayLimit: String(v.work_day_limit),
        myVoteNum: user ? String(store.votesToday(v.id, user.id, dayOf(at))) : '',
      },
    });
  });
}

// Casting a vote: every rule decided in one immediate transaction (concurrent votes for the last one allowed: one counts).
function registerCasting(api: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  api.post('/res/api/vote/vote', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = idOf(formInput(req, 'workId'));
    return ctx.db
      .transaction((): Envelope => {
        const at = ctx.clock.now();
        const w = store.work(id);
        const v = w ? store.vote(site.site_code, w.vote_id) : undefined;
        if (!w || !v) return refused(T.noSuchWork);
        if (w.status !== WORK_STATUS.APPROVED) return refused(T.workInReview);
        if (at < v.vote_start) return refused(T.notStarted);
        if (at >= v.vote_end) return refused(T.over);
        const day = dayOf(at);
        const used = store.votesToday(v.id, user.id, day);
        if (used >= v.day_limit) return refused(T.dayLimit(v.day_limit));
        const usedForWork = store.workVotesToday(w.id, user.id, day);
        if (usedForWork >= v.work_day_limit) return refused(T.workDayLimit(v.work_day_limit));
        store.cast(v.id, w.id, user.id, day, at);
        return okMessage(T.voted, {
          workId: String(w.id),
          voteNum: String(w.vote_num + 1),
          myVoteNum: String(used + 1),
          myWorkVoteNum: String(usedForWork + 1),
          dayLimit: String(v.day_limit),
        });
      })
      .immediate();
  });
}

/** The work's media from the form: the stored references, or the refusal's text. */
function mediaOf(ctx: AppContext, req: FastifyRequest, v: VoteRow): { images: string[]; video: string | null } | string {
  const images: string[] = [];
  for (const part of formInput(req, 'images')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const ref = uploadedRef(ctx.db, part, 'IMAGE');
    if (!ref) return T.noSuchImage;
    images.push(ref);
  }
  const videoRaw = formInput(req, 'video').trim();
  const video = videoRaw ? uploadedRef(ctx.db, videoRaw, 'VIDEO') : null;
  if (videoRaw && !video) return T.noSuchVideo;
  if (v.work_type === 'IMAGE' && images.length === 0) return T.noImage;
  if (images.length > v.max_images) return T.tooManyImages(v.max_images);
  if (v.work_type === 'VIDEO' && !video) return T.noVideo;
  return { images, video };
}

// Joining a vote with a work (or editing one's own while sign-up is open).
function registerJoin(api: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  api.post('/res/api/vote/join', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const voteId = idOf(formInput(req, 'voteId'));
    const editId = formInput(req, 'id') ? idOf(formInput(req, 'id')) : null;
    const title = formInput(req, 'title').trim();
    const author = formInput(req, 'author').trim();
    const phone = formInput(req, 'phone').trim();
    const description = formInput(req, 'description').trim();
    return ctx.db
      .transaction((): Envelope => {
        const at = ctx.clock.now();
        const v = store.vote(site.site_code, voteId);
        if (!v) return refused(T.noSuchVote);
        if (!v.allow_join) return refused(T.noSignUp);
        if (at < v.join_start || at >= v.join_end) return refused(T.notInSignUp);
        if (!title) return refused(T.noTitle);
        if (!author) return refused(T.noAuthor);
        if (!/^1\d{10}$/.test(phone)) return refused(T.badPhone);
        const media = mediaOf(ctx, req, v);
        if (typeof media === 'string') return refused(media);
        const status = v.need_audit ? WORK_STATUS.PENDING : WORK_STATUS.APPROVED;
        const entry = { title, author, phone, description, images: media.images.join(','), video: media.video ?? '', status, at };
        if (editId !== null) {
          const w = store.work(editId);
          if (!w || w.vote_id !== v.id || w.user_id !== user.id) return refused(T.noSuchWork);
          store.editWork(w.id, entry);
          return okMessage(T.edited, { id: String(w.id), status: String(status) });
        }
        if (store.userWorks(v.id, user.id) >= v.user_work_limit) return refused(T.userWorkLimit(v.user_work_limit));
        const added = store.addWork(v.id, user.id, entry);
        return okMessage(v.need_audit ? T.joinedForReview : T.joined, {
          id: String(added.id),
          status: String(status),
          number: String(added.number).padStart(3, '0'),
        });
      })
      .immediate();
  });
}

function registerMine(api: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  // The caller's works (all votes, or one): any review status.
  api.get('/res/api/vote/myJoinList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const raw = Number.parseInt(input(req, 'voteId'), 10);
    const voteId = Number.isSafeInteger(raw) ? raw : null;
    const rows = store.myWorks(user.id, site.site_code, voteId, pg.pageSize, pg.offset);
    const at = ctx.clock.now();
    return pageOf(
      rows.map((w) => ({ ...workItem(store, w, user.id, at), voteTitle: w.vote_title })),
      store.myWorkCount(user.id, site.site_code, voteId),
      pg,
    );
  });

  // The votes the caller voted in, the last voted first.
  api.get('/res/api/vote/myVoteList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = store.myVotes(user.id, site.site_code, pg.pageSize, pg.offset);
    const at = ctx.clock.now();
    return pageOf(
      rows.map((v) => ({ ...voteItem(store, v, at), myVoteNum: String(v.my_votes), lastVoteTime: formatChinaTime(v.last_at) })),
      store.myVoteCount(user.id, site.site_code),
      pg,
    );
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerVotes(api, ctx);
  registerWorks(api, ctx);
  registerCasting(api, ctx);
  registerJoin(api, ctx);
  registerMine(api, ctx);
}

export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = votesStore(ctx.db);
  // The organiser's review: POST { workId, pass, reason? }.
  app.post('/__dev/votes/audit', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as { workId?: unknown; pass?: unknown; reason?: unknown };
    const id = Number(body.workId);
    if (!Number.isSafeInteger(id) || typeof body.pass !== 'boolean')
      return reply.code(400).send({ error: 'give workId and pass (boolean)' });
    const status = body.pass ? WORK_STATUS.APPROVED : WORK_STATUS.REFUSED;
    if (!store.review(id, status, body.pass ? '' : String(body.reason ?? T.refusedWork), ctx.clock.now()))
      return reply.code(404).send({ error: 'no such work' });
    return { workId: String(id), status };
  });
}
