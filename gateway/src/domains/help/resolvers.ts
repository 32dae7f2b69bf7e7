import type { GatewayContext } from '../../core/context.ts';
import type { AskForHelpInput, Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { chinaDateTime, flag, geoPoint, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import { keywordParam } from '../../core/validation.ts';
import { maskPhone } from '../../core/identity.ts';
import { emergencyKind, HELP_ADDRESS_MAX, validateHelp } from './rules.ts';
import { askForHelp, commonProblemList } from './upstream.ts';
import type { CommonProblemRow, CommonProblemSource, HelpPayloadSource, HelpRequestRow } from './types.ts';

const problemSource = (row: CommonProblemRow, complete: boolean): CommonProblemSource => ({
  __typename: 'CommonProblem',
  id: String(row.id),
  row,
  complete,
});

export const helpNodeLoaders: Record<string, NodeLoader<CommonProblemSource>> = {
  CommonProblem: async (rawId, ctx) => {
    const row = await ctx.loaders.help.problem.load(rawId);
    return row ? problemSource(row, true) : null;
  },
};

async function help(input: AskForHelpInput, ctx: GatewayContext): Promise<HelpPayloadSource> {
  requireToken(ctx);
  const errors = validateHelp(input);
  if (errors.length > 0) return { errors };
  // the duty office calls back the account's bound phone (a signed-in user with a bound phone)
  const me = await requireViewer(ctx);
  if (!text(me.phone)) return { errors: [inputError('HELP_PHONE_NOT_BOUND', null)] };
  const address = Array.from((input.address ?? '').trim())
    .slice(0, HELP_ADDRESS_MAX)
    .join('');
  const envelope = await askForHelp(ctx.upstream, {
    longitude: input.point?.longitude ?? null,
    latitude: input.point?.latitude ?? null,
    address,
  });
  const refusal = refusalOf(envelope, 'point');
  if (refusal) return { errors: [refusal] };
  const request = decodeData<HelpRequestRow>(envelope);
  if (!request || !text(request.id)) throw new UpstreamMalformedError();
  return { errors: [], request };
}

export const helpResolvers: Resolvers = {
  Query: {
    emergencyNumbers: (_root, _args, ctx) => ctx.loaders.help.numbers(),
    informationSections: (_root, _args, ctx) => ctx.loaders.help.information(),
    commonProblems: (_root, args, ctx) => {
      const keyword = keywordParam(args.keyword);
      return buildConnection(
        args,
        (page, size) => commonProblemList(ctx.upstream, keyword, page, size),
        (row) => problemSource(row, false),
      );
    },
  },
  Mutation: {
    askForHelp: (_root, { input }, ctx) => help(input, ctx),
  },
  AskForHelpPayload: {
    errors: (p) => p.errors,
    request: (p) => p.request ?? null,
  },
  HelpRequest: {
    id: (r) => String(r.id),
    sentAt: (r) => chinaDateTime(r.createTime),
    point: (r) => geoPoint(r.longitude, r.latitude),
    maskedPhone: (r) => maskPhone(text(r.phone)) ?? '',
    repeated: (r) => flag(r.repeated),
  },
  EmergencyNumber: {
    id: (n) => String(n.id),
    name: (n) => text(n.name) ?? '',
    phone: (n) => text(n.phone) ?? '',
    kind: (n) => emergencyKind(n.type),
  },
  CommonProblem: {
    id: (p) => toGlobalId('CommonProblem', p.id),
    upstreamId: (p) => p.id,
    title: (p) => text(p.row.title) ?? '',
    summary: (p) => text(p.row.summary),
    category: (p) => text(p.row.classifyName),
    answer: async (p, _args, ctx) => sanitizeBody((p.complete ? p.row : await ctx.loaders.help.problem.load(p.id))?.content),
    updatedAt: (p) => chinaDateTime(p.row.updateTime),
  },
  InformationSection: {
    id: (s) => String(s.id),
    title: (s) => text(s.title) ?? '',
    content: (s) => sanitizeBody(s.content),
    phone: (s) => text(s.phone),
  },
};
