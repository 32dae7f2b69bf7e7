import type { GatewayContext } from '../../core/context.ts';
import type { CastVoteInput, JoinVoteInput, Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { shareCardOf } from '../share/index.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { chinaMs } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { badInput, isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { keywordParam } from '../../core/validation.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import {
  canJoin,
  limitOf,
  validateMedia,
  validateWork,
  VOTE_LIMITS,
  voteRefusal,
  votesLeftToday,
  voteStatus,
  voteStatusParam,
  workKind,
  workStatus,
} from './rules.ts';
import { castVote, joinVote, myJoinList, myVoteList, voteList, workList } from './upstream.ts';
import type { VotePayloadSource, VoteRow, VoteSource, VoteWorkSource, WorkRow } from './types.ts';

const voteSource = (row: VoteRow, complete: boolean): VoteSource => ({ __typename: 'Vote', id: String(row.id), row, complete });
const workSource = (row: WorkRow): VoteWorkSource => ({ __typename: 'VoteWork', id: String(row.id), row });

/** The vote's row holding `key`: its own when it has it (a list item, the detail), else the detail loaded once. */
async function voteRow(v: VoteSource, key: keyof VoteRow, ctx: GatewayContext): Promise<VoteRow> {
  if (v.complete || v.row[key] !== undefined) return v.row;
  return (await ctx.loaders.votes.vote.load(v.id)) ?? v.row;
}

/** The detail of a vote (its own row when it is the detail). */
async function voteDetailRow(v: VoteSource, ctx: GatewayContext): Promise<VoteRow> {
  return v.complete ? v.row : ((await ctx.loaders.votes.vote.load(v.id)) ?? v.row);
}

/** The viewer's figure of a vote (`myVoteNum` / `myWorkNum`: "" when anonymous). */
async function viewerFigure(v: VoteSource, key: 'myVoteNum' | 'myWorkNum', ctx: GatewayContext): Promise<number | null> {
  if (!ctx.session.token) return null;
  ctx.response.personal();
  return int((await voteDetailRow(v, ctx))[key]);
}

export const voteNodeLoaders: Record<string, NodeLoader<VoteSource | VoteWorkSource>> = {
  Vote: async (rawId, ctx) => {
    const row = await ctx.loaders.votes.vote.load(rawId);
    return row ? voteSource(row, true) : null;
  },
  VoteWork: async (rawId, ctx) => {
    const row = await ctx.loaders.votes.work.load(rawId);
    return row ? workSource(row) : null;
  },
};

function withLimit(refusal: UserErrorSource, limits: { day: number; work: number }): UserErrorSource {
  if (refusal.code === 'VOTE_DAY_LIMIT_REACHED') return { ...refusal, limit: limits.day, upstreamMessage: null };
  if (refusal.code === 'VOTE_WORK_LIMIT_REACHED') return { ...refusal, limit: limits.work, upstreamMessage: null };
  return refusal;
}

async function cast(input: CastVoteInput, ctx: GatewayContext): Promise<VotePayloadSource> {
  requireToken(ctx);
  const id = rawIdOf(input.workId, ['VoteWork']);
  const work = id && isUpstreamId(id) ? await ctx.loaders.votes.work.load(id) : null;
  if (!id || !work) return { errors: [inputError('VOTE_NOT_FOUND', 'workId')] };
  const info = work.voteInfo;
  const voteId = text(info?.id) ?? text(work.voteId);
  const limits = { day: limitOf(info?.dayLimit), work: limitOf(info?.workDayLimit) };
  // the vote's rules, checked here first, on the vote as the upstream sees it now
  const refusal = voteRefusal({
    workStatus: workStatus(work.status),
    voteStatus: voteStatus(info?.status),
    votesPerDay: limits.day,
    votesPerWorkPerDay: limits.work,
    votesToday: int(info?.myVoteNum) ?? 0,
    workVotesToday: int(work.myVoteNum) ?? 0,
  });
  if (refusal) return { errors: [refusal], workId: id, voteId };
  // ...and decided again by the upstream in one transaction (two at once for the last vote: one counts)
  const upstreamRefusal = refusalOf(await castVote(ctx.upstream, id), 'workId');
  ctx.loaders.votes.work.clear(id);
  ctx.forgetNode('VoteWork', id);
  if (voteId) {
    ctx.loaders.votes.vote.clear(voteId);
    ctx.forgetNode('Vote', voteId);
  }
  return { errors: upstreamRefusal ? [withLimit(upstreamRefusal, limits)] : [], workId: id, voteId };
}

async function join(input: JoinVoteInput, ctx: GatewayContext): Promise<VotePayloadSource> {
  requireToken(ctx);
  const voteId = rawIdOf(input.voteId, ['Vote']);
  const editId = input.workId ? rawIdOf(input.workId, ['VoteWork']) : null;
  if (!voteId || !isUpstreamId(voteId) || (input.workId && (!editId || !isUpstreamId(editId)))) {
    return { errors: [inputError('VOTE_NOT_FOUND', input.workId ? 'workId' : 'voteId')] };
  }
  const errors = validateWork(input);
  const images = uploadedFileKeys(input.imageIds ?? [], 'imageIds', 'IMAGE');
  const video = input.videoId ? uploadedFileKeys([input.videoId], 'videoId', 'VIDEO') : { keys: [], errors: [] };
  const vote = await ctx.loaders.votes.vote.load(voteId);
  if (!vote) return { errors: [inputError('VOTE_NOT_FOUND', 'voteId')] };
  if (!canJoin(flag(vote.allowJoin), chinaMs(vote.joinStartTime), chinaMs(vote.joinEndTime), ctx.now.getTime())) {
    return { errors: [inputError('VOTE_JOIN_CLOSED', 'voteId')], voteId };
  }
  const perPerson = limitOf(vote.userWorkLimit);
  if (!editId && (int(vote.myWorkNum) ?? 0) >= perPerson)
    return { errors: [inputError('VOTE_JOIN_LIMIT_REACHED', 'voteId', perPerson)], voteId };
  const kind = workKind(vote.voteType);
  errors.push(...images.errors, ...video.errors);
  if (images.errors.length === 0 && video.errors.length === 0) {
    errors.push(...validateMedia(kind, kind === 'IMAGE' ? images.keys.length : 0, video.keys.length > 0, limitOf(vote.maxImages, 1)));
  }
  if (errors.length > 0) return { errors, voteId };
  const envelope = await joinVote(ctx.upstream, {
    voteId,
    id: editId,
    title: input.title!.trim(),
    author: input.author!.trim(),
    phone: input.phone!.trim(),
    description: (input.description ?? '').trim(),
    images: kind === 'IMAGE' ? images.keys.join(',') : '',
    video: kind === 'VIDEO' ? (video.keys[0] ?? '') : '',
  });
  const refusal = refusalOf(envelope, 'voteId');
  if (refusal)
    return {
      errors: [refusal.code === 'VOTE_JOIN_LIMIT_REACHED' ? { ...refusal, limit: perPerson, upstreamMessage: null } : refusal],
      voteId,
    };
  const workId = text(decodeData<{ id?: unknown }>(envelope)?.id);
  if (!workId) throw new UpstreamMalformedError();
  ctx.loaders.votes.vote.clear(voteId);
  ctx.forgetNode('Vote', voteId);
  ctx.loaders.votes.work.clear(workId);
  ctx.forgetNode('VoteWork', workId);
  return { errors: [], workId, voteId };
}

/** The `uploadFile` ids of files the file service stored (`…/files/uploads/<name>`); other files have none. */
function uploadIdsOf(urls: ReadonlyArray<string | null | undefined>): string[] {
  return urls.flatMap((url) => {
    const name = /\/files\/uploads\/([0-9a-f]{64}\.[a-z0-9]{2,5})$/.exec((url ?? '').trim())?.[1];
    return name ? [toGlobalId('UploadedFile', `uploads/${name}`)] : [];
  });
}

const keywordOf = (raw: string | null | undefined): string | null => keywordParam(raw);

export const voteResolvers: Resolvers = {
  Query: {
    votes: (_root, args, ctx) => {
      const status = args.status ? voteStatusParam(args.status) : null;
      return buildConnection(
        args,
        (page, size) => voteList(ctx.upstream, status, page, size),
        (row) => voteSource(row, false),
      );
    },
  },
  InputLimits: {
    voteWorkTitleMaxLength: () => VOTE_LIMITS.voteWorkTitleMaxLength,
    voteAuthorMaxLength: () => VOTE_LIMITS.voteAuthorMaxLength,
    voteWorkDescriptionMaxLength: () => VOTE_LIMITS.voteWorkDescriptionMaxLength,
  },
  User: {
    voteParticipations: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(
        args,
        (page, size) => myVoteList(ctx.upstream, page, size),
        (row) => ({ row }),
      );
    },
    voteWorks: (_u, args, ctx) => {
      requireToken(ctx);
      const voteId = args.voteId ? rawIdOf(args.voteId, ['Vote']) : null;
      if (args.voteId && (!voteId || !isUpstreamId(voteId))) throw badInput('voteId is not the id of a vote.');
      return buildConnection(args, (page, size) => myJoinList(ctx.upstream, voteId, page, size), workSource);
    },
  },
  Vote: {
    id: (v) => toGlobalId('Vote', v.id),
    upstreamId: (v) => v.id,
    title: async (v, _a, ctx) => text((await voteRow(v, 'title', ctx)).title) ?? '',
    cover: async (v, _a, ctx) => {
      const row = await voteRow(v, 'cover', ctx);
      return imagesFrom(row.cover, text(row.title) ?? '')[0] ?? null;
    },
    description: async (v, _a, ctx) => sanitizeBody((await voteDetailRow(v, ctx)).description),
    shareCard: async (v, _a, ctx) => {
      const title = text((await voteRow(v, 'title', ctx)).title) ?? '';
      return shareCardOf(ctx, {
        title,
        summary: (await voteDetailRow(v, ctx)).description ?? null,
        picture: imagesFrom((await voteRow(v, 'cover', ctx)).cover, title)[0] ?? null,
        path: `/vote-detail/${encodeURIComponent(v.id)}`,
      });
    },
    workKind: async (v, _a, ctx) => workKind((await voteRow(v, 'voteType', ctx)).voteType),
    status: async (v, _a, ctx) => voteStatus((await voteRow(v, 'status', ctx)).status),
    startsAt: async (v, _a, ctx) => chinaDateTime((await voteRow(v, 'startTime', ctx)).startTime),
    endsAt: async (v, _a, ctx) => chinaDateTime((await voteRow(v, 'endTime', ctx)).endTime),
    joinStartsAt: async (v, _a, ctx) => chinaDateTime((await voteRow(v, 'joinStartTime', ctx)).joinStartTime),
    joinEndsAt: async (v, _a, ctx) => chinaDateTime((await voteRow(v, 'joinEndTime', ctx)).joinEndTime),
    canJoin: async (v, _a, ctx) => {
      const row = await voteDetailRow(v, ctx);
      return canJoin(flag(row.allowJoin), chinaMs(row.joinStartTime), chinaMs(row.joinEndTime), ctx.now.getTime());
    },
    rules: (v, _a, ctx) => voteDetailRow(v, ctx),
    workCount: async (v, _a, ctx) => Math.max(0, int((await voteRow(v, 'workNum', ctx)).workNum) ?? 0),
    voteCount: async (v, _a, ctx) => Math.max(0, int((await voteRow(v, 'voteNum', ctx)).voteNum) ?? 0),
    visitCount: async (v, _a, ctx) => Math.max(0, int((await voteRow(v, 'visitNum', ctx)).visitNum) ?? 0),
    viewerVotesToday: (v, _a, ctx) => viewerFigure(v, 'myVoteNum', ctx),
    viewerVotesLeftToday: async (v, _a, ctx) => {
      const used = await viewerFigure(v, 'myVoteNum', ctx);
      if (used === null) return null;
      const row = await voteDetailRow(v, ctx);
      return votesLeftToday(voteStatus(row.status), limitOf(row.dayLimit), used);
    },
    viewerWorkCount: (v, _a, ctx) => viewerFigure(v, 'myWorkNum', ctx),
    viewerWorks: (v, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => myJoinList(ctx.upstream, v.id, page, size), workSource);
    },
    works: (v, args, ctx) => {
      const keyword = keywordOf(args.keyword);
      const sort = args.orderBy === 'VOTES' ? '2' : '1';
      if (ctx.session.token) ctx.response.personal(); // each work carries the viewer's votes today
      return buildConnection(args, (page, size) => workList(ctx.upstream, v.id, keyword, sort, page, size), workSource);
    },
  },
  VoteRules: {
    votesPerDay: (r) => limitOf(r.dayLimit),
    votesPerWorkPerDay: (r) => limitOf(r.workDayLimit),
    worksPerPerson: (r) => limitOf(r.userWorkLimit),
    picturesPerWork: (r) => limitOf(r.maxImages),
    reviewed: (r) => flag(r.needAudit),
    text: (r) => text(r.rules),
  },
  VoteWork: {
    id: (w) => toGlobalId('VoteWork', w.id),
    upstreamId: (w) => w.id,
    number: (w) => text(w.row.number) ?? '',
    title: (w) => text(w.row.title) ?? '',
    author: (w) => text(w.row.author) ?? '',
    description: (w) => text(w.row.description),
    images: (w) => imagesFrom(w.row.images, text(w.row.title) ?? ''),
    video: (w) => {
      const url = text(w.row.video);
      const title = text(w.row.title) ?? '';
      return url ? { url, poster: imagesFrom(w.row.images, title)[0]?.url ?? null, alt: title } : null;
    },
    uploadIds: (w) =>
      uploadIdsOf([...(text(w.row.video) ? [w.row.video] : []), ...(text(w.row.video) ? [] : (w.row.images ?? '').split(','))]),
    voteCount: (w) => Math.max(0, int(w.row.voteNum) ?? 0),
    rank: (w) => {
      const rank = int(w.row.rank);
      return rank !== null && rank >= 1 ? rank : null;
    },
    status: (w) => workStatus(w.row.status),
    refusalReason: (w) => (workStatus(w.row.status) === 'REFUSED' ? text(w.row.refuseReason) : null),
    joinedAt: (w) => chinaDateTime(w.row.createTime),
    viewerVotesToday: (w, _a, ctx) => (ctx.session.token ? (int(w.row.myVoteNum) ?? 0) : null),
    vote: (w) => {
      const voteId = text(w.row.voteId) ?? text(w.row.voteInfo?.id);
      if (!voteId) return null;
      // a partial row (what the work carries): other fields load the vote's detail when asked
      return voteSource({ id: voteId, ...(w.row.voteTitle ? { title: w.row.voteTitle } : {}) }, false);
    },
  },
  VoteParticipation: {
    id: (p) => toGlobalId('VoteParticipation', String(p.row.id)),
    vote: (p) => voteSource({ ...p.row, myVoteNum: undefined }, false),
    votesCast: (p) => Math.max(0, int(p.row.myVoteNum) ?? 0),
    lastVotedAt: (p) => chinaDateTime(p.row.lastVoteTime),
  },
  Mutation: {
    castVote: (_root, { input }, ctx) => cast(input, ctx),
    joinVote: (_root, { input }, ctx) => join(input, ctx),
  },
  CastVotePayload: {
    errors: (p) => p.errors,
    work: async (p, _a, ctx) => {
      const row = p.workId ? await ctx.loaders.votes.work.load(p.workId) : null;
      return row ? workSource(row) : null;
    },
    vote: async (p, _a, ctx) => {
      const row = p.voteId ? await ctx.loaders.votes.vote.load(p.voteId) : null;
      return row ? voteSource(row, true) : null;
    },
  },
  JoinVotePayload: {
    errors: (p) => p.errors,
    work: async (p, _a, ctx) => {
      if (p.errors.length > 0 || !p.workId) return null;
      const row = await ctx.loaders.votes.work.load(p.workId);
      return row ? workSource(row) : null;
    },
  },
};
