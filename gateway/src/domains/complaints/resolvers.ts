import type { GatewayContext } from '../../core/context.ts';
import type {
  FileComplaintInput,
  FileVoiceComplaintInput,
  GiveComplaintFeedbackInput,
  Resolvers,
} from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, geoPoint, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { isoChina } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { resourceNode, resourceRefFromRow, resourceRefOf } from '../interactions/index.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import type { PlaceSource } from '../places/index.ts';
import { kindOfResourceType } from '../places/index.ts';
import {
  canGiveFeedback,
  COMPLAINT_LIMITS,
  complainantGender,
  complaintChannel,
  complaintStatus,
  complaintStatusParam,
  genderParam,
  validateComplaint,
  validateFeedbackComment,
  validateVoiceComplaint,
} from './rules.ts';
import { maskPhone } from '../../core/identity.ts';
import { complaintList, satisfiedFeedback, saveAudioComplaint, saveComplaint } from './upstream.ts';
import type { ComplaintDetailRow, ComplaintPayloadSource, ComplaintRow, ComplaintSource } from './types.ts';

const listSource = (row: ComplaintRow): ComplaintSource => ({ __typename: 'Complaint', id: String(row.id), row, complete: false });
const detailSource = (row: ComplaintDetailRow): ComplaintSource => ({ __typename: 'Complaint', id: String(row.id), row, complete: true });

/** The place a complaint's detail names, when it is one of the place kinds. */
function placeRefOf(d: ComplaintDetailRow) {
  return kindOfResourceType(d.resourceType) ? resourceRefFromRow(d.resourceType, d.resourceId) : null;
}

/** The detail of a complaint (its own row when it is one, else loaded once per request). */
async function detailOf(c: ComplaintSource, ctx: GatewayContext): Promise<ComplaintDetailRow | null> {
  if (c.complete) return c.row as ComplaintDetailRow;
  return ctx.loaders.complaints.detail.load(c.id);
}

export const complaintNodeLoaders: Record<string, NodeLoader<ComplaintSource>> = {
  Complaint: async (rawId, ctx) => {
    requireToken(ctx);
    const row = await ctx.loaders.complaints.detail.load(rawId);
    return row ? detailSource(row) : null;
  },
};

/** `yyyy-MM-dd HH:mm:ss` in China time, as the upstream takes times. */
function chinaTimeParam(iso: string): string {
  return isoChina(Date.parse(iso))!.slice(0, 19).replace('T', ' ');
}

interface LocationParams {
  resourceType: string | null;
  resourceId: string | null;
  longitude: number | null;
  latitude: number | null;
  address: string;
}

/** The location input as the upstream takes it; a placeId that is not a place's id is an error on `location`. */
function locationParams(location: FileComplaintInput['location']): LocationParams | null {
  const place = location?.placeId ? resourceRefOf(location.placeId.trim()) : null;
  if (location?.placeId && !place) return null;
  const point = location?.point ?? null;
  return {
    resourceType: place?.resourceType ?? null,
    resourceId: place?.id ?? null,
    longitude: point?.longitude ?? null,
    latitude: point?.latitude ?? null,
    address: (location?.name ?? '').trim(),
  };
}

async function filedPayload(
  envelope: Awaited<ReturnType<typeof saveComplaint>>,
  field: string | null,
  _ctx: GatewayContext,
): Promise<ComplaintPayloadSource> {
  const refusal = refusalOf(envelope, field);
  if (refusal) return { errors: [refusal.code === 'COMPLAINT_LOCATION_REQUIRED' ? { ...refusal, field: 'location' } : refusal] };
  const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
  if (!id) throw new UpstreamMalformedError();
  return { errors: [], complaintId: id };
}

/** A signed-in user with a bound phone may complain. */
async function phoneBindingError(ctx: GatewayContext): Promise<UserErrorSource | null> {
  const me = await requireViewer(ctx);
  return text(me.phone) ? null : inputError('COMPLAINT_PHONE_NOT_BOUND', null);
}

async function fileComplaint(input: FileComplaintInput, ctx: GatewayContext): Promise<ComplaintPayloadSource> {
  requireToken(ctx);
  const errors = validateComplaint(input, ctx.now.getTime());
  const location = locationParams(input.location);
  if (!location && !errors.some((e) => e.field === 'location')) errors.push(inputError('COMPLAINT_LOCATION_REQUIRED', 'location'));
  const evidence = uploadedFileKeys(input.evidenceIds ?? [], 'evidenceIds', 'IMAGE');
  if (!errors.some((e) => e.field === 'evidenceIds')) errors.push(...evidence.errors);
  const typeId = (input.typeId ?? '').trim();
  if (typeId !== '' && !isUpstreamId(typeId)) errors.push(inputError('COMPLAINT_TYPE_REQUIRED', 'typeId'));
  if (errors.length > 0 || !location) return { errors };
  const unbound = await phoneBindingError(ctx);
  if (unbound) return { errors: [unbound] };
  const envelope = await saveComplaint(ctx.upstream, {
    name: input.name!.trim(),
    phone: input.phone!.trim(),
    sex: genderParam(input.gender),
    typeId,
    respondent: input.respondent!.trim(),
    ...location,
    detailAddress: input.detailedAddress!.trim(),
    happenTime: chinaTimeParam(input.occurredAt!),
    reason: input.reason!.trim(),
    images: evidence.keys.join(','),
    channel: input.aboutPlace && location.resourceId ? 'PLACE' : 'FORM',
  });
  return filedPayload(envelope, null, ctx);
}

async function fileVoiceComplaint(input: FileVoiceComplaintInput, ctx: GatewayContext): Promise<ComplaintPayloadSource> {
  requireToken(ctx);
  const errors = validateVoiceComplaint(input);
  const audio = input.audioId ? uploadedFileKeys([input.audioId], 'audioId', 'AUDIO') : { keys: [], errors: [] };
  errors.push(...audio.errors);
  const location = locationParams(input.location);
  if (!location) errors.push(inputError('COMPLAINT_LOCATION_REQUIRED', 'location'));
  if (errors.length > 0 || !location) return { errors };
  const unbound = await phoneBindingError(ctx);
  if (unbound) return { errors: [unbound] };
  const envelope = await saveAudioComplaint(ctx.upstream, {
    audio: audio.keys[0]!,
    audioTime: input.durationSeconds,
    phone: input.phone!.trim(),
    ...location,
  });
  return filedPayload(envelope, 'audioId', ctx);
}

async function giveFeedback(input: GiveComplaintFeedbackInput, ctx: GatewayContext): Promise<ComplaintPayloadSource> {
  requireToken(ctx);
  const id = rawIdOf(input.complaintId, ['Complaint']);
  if (!id || !isUpstreamId(id)) return { errors: [inputError('COMPLAINT_NOT_FOUND', 'complaintId')] };
  const errors = validateFeedbackComment(input.comment);
  if (errors.length > 0) return { errors, complaintId: id };
  // the rule is the gateway's: checked on the complaint as it stands, before anything is sent
  const row = await ctx.loaders.complaints.detail.load(id);
  if (!row) return { errors: [inputError('COMPLAINT_NOT_FOUND', 'complaintId')] };
  const status = complaintStatus(row.status);
  const given = int(row.feedbackStatus) === 1;
  if (!canGiveFeedback(status, given)) {
    return { errors: [inputError(given ? 'COMPLAINT_FEEDBACK_GIVEN' : 'COMPLAINT_FEEDBACK_NOT_ALLOWED', 'complaintId')], complaintId: id };
  }
  const refusal = refusalOf(await satisfiedFeedback(ctx.upstream, id, input.satisfied, (input.comment ?? '').trim()), 'complaintId');
  ctx.loaders.complaints.detail.clear(id);
  ctx.forgetNode('Complaint', id);
  return { errors: refusal ? [refusal] : [], complaintId: id };
}

async function payloadComplaint(p: ComplaintPayloadSource, ctx: GatewayContext): Promise<ComplaintSource | null> {
  if (!p.complaintId) return null;
  const row = await ctx.loaders.complaints.detail.load(p.complaintId);
  return row ? detailSource(row) : null;
}

export const complaintResolvers: Resolvers = {
  Query: {
    complaintSettings: (_root, _args, ctx) => ctx.loaders.complaints.settings(),
  },
  InputLimits: {
    complaintNameMaxLength: () => COMPLAINT_LIMITS.complaintNameMaxLength,
    complaintRespondentMaxLength: () => COMPLAINT_LIMITS.complaintRespondentMaxLength,
    complaintAddressMaxLength: () => COMPLAINT_LIMITS.complaintAddressMaxLength,
    complaintReasonMaxLength: () => COMPLAINT_LIMITS.complaintReasonMaxLength,
    complaintMaxPictures: () => COMPLAINT_LIMITS.complaintMaxPictures,
    voiceComplaintMaxSeconds: () => COMPLAINT_LIMITS.voiceComplaintMaxSeconds,
  },
  ComplaintSettings: {
    title: (s) => text(s.title) ?? '',
    intro: (s) => text(s.intro),
    hotline: (s) => text(s.hotline),
    acceptsVoice: (s) =>
      (text(s.channels) ?? '')
        .split(',')
        .map((c) => c.trim())
        .includes('VOICE'),
    types: async (_s, _args, ctx) => (await ctx.loaders.complaints.types()).map((t) => ({ id: String(t.id), name: text(t.name) ?? '' })),
  },
  User: {
    complaints: (_u, args, ctx) => {
      requireToken(ctx);
      const status = args.status ? complaintStatusParam(args.status) : null;
      return buildConnection(args, (page, size) => complaintList(ctx.upstream, status, page, size), listSource);
    },
    complaintContact: async (_u, _args, ctx) => {
      requireToken(ctx);
      const row = await ctx.loaders.complaints.contact();
      return row && (text(row.name) || text(row.phone)) ? row : null;
    },
  },
  ComplaintContact: {
    name: (c) => text(c.name) ?? '',
    phone: (c) => text(c.phone) ?? '',
    gender: (c) => complainantGender(c.sex),
  },
  ComplaintLocation: {
    name: (l) => l.name,
    point: async (l, _args, ctx) => {
      const d = await detailOf(l.complaint, ctx);
      return d ? geoPoint(d.longitude, d.latitude) : null;
    },
    place: async (l, _args, ctx) => {
      const d = await detailOf(l.complaint, ctx);
      const place = d ? placeRefOf(d) : null;
      // a complaint's place is one of the site's places (the form takes only those)
      return place ? ((await resourceNode(place, ctx)) as PlaceSource | null) : null;
    },
  },
  Complaint: {
    id: (c) => toGlobalId('Complaint', c.id),
    upstreamId: (c) => c.id,
    number: (c) => text(c.row.complaintNo) ?? c.id,
    status: (c) => complaintStatus(c.row.status),
    channel: (c) => complaintChannel(c.row.channel),
    type: (c) => {
      const name = text(c.row.typeName);
      const id = text(c.row.typeId);
      return id && name ? { id, name } : null;
    },
    respondent: (c) => text(c.row.respondent),
    reason: (c) => text(c.row.reason),
    location: async (c, _args, ctx) => {
      // a list row names its location: its point and place (in the detail) load only when asked
      const name = text(c.row.locationName);
      if (name) return { name, complaint: c };
      const d = await detailOf(c, ctx);
      if (!d || (!geoPoint(d.longitude, d.latitude) && !placeRefOf(d))) return null;
      return { name: '', complaint: c };
    },
    detailedAddress: async (c, _args, ctx) => text((await detailOf(c, ctx))?.address),
    occurredAt: async (c, _args, ctx) => chinaDateTime((await detailOf(c, ctx))?.happenTime),
    evidence: (c) => imagesFrom(c.row.images, text(c.row.respondent) ?? ''),
    voiceUrl: (c) => text(c.row.audio),
    voiceSeconds: (c) => int(c.row.audioTime),
    complainantName: async (c, _args, ctx) => text((await detailOf(c, ctx))?.name),
    maskedPhone: async (c, _args, ctx) => maskPhone(text((await detailOf(c, ctx))?.phone)),
    gender: async (c, _args, ctx) => complainantGender((await detailOf(c, ctx))?.sex),
    submittedAt: (c) => chinaDateTime(c.row.createTime),
    handlingRecords: async (c, _args, ctx) =>
      ((await detailOf(c, ctx))?.records ?? []).map((r) => ({
        status: complaintStatus(r.status),
        note: text(r.content) ?? '',
        handler: text(r.handler),
        at: chinaDateTime(r.createTime),
      })),
    feedback: async (c, _args, ctx) => {
      if (int(c.row.feedbackStatus) !== 1) return null;
      const f = (await detailOf(c, ctx))?.feedback;
      return f ? { satisfied: int(f.satisfied) === 1, comment: text(f.content), at: chinaDateTime(f.createTime) } : null;
    },
    canGiveFeedback: (c) => canGiveFeedback(complaintStatus(c.row.status), int(c.row.feedbackStatus) === 1),
  },
  Mutation: {
    fileComplaint: (_root, { input }, ctx) => fileComplaint(input, ctx),
    fileVoiceComplaint: (_root, { input }, ctx) => fileVoiceComplaint(input, ctx),
    giveComplaintFeedback: (_root, { input }, ctx) => giveFeedback(input, ctx),
  },
  FileComplaintPayload: {
    errors: (p) => p.errors,
    complaint: (p, _args, ctx) => payloadComplaint(p, ctx),
  },
  GiveComplaintFeedbackPayload: {
    errors: (p) => p.errors,
    complaint: (p, _args, ctx) => payloadComplaint(p, ctx),
  },
};
