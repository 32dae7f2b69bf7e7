import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers, SetPersonFollowInput } from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { imageFrom, imagesFrom } from '../../core/image.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime, flag, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { resourceDetailPath } from '../../core/resource-types.ts';
import { inputError } from '../../core/user-errors.ts';
import { resourceRefFromRow } from '../interactions/index.ts';
import { refusalOf } from './refusals.ts';
import { ALREADY_SO, FOLLOWED_RESOURCE_TYPE, PERSON_ID } from './rules.ts';
import type { FollowedRow, PersonPayloadSource, PersonRow, PersonSource } from './types.ts';
import { followedList, personList, setPersonFollow } from './upstream.ts';

const personSource = (row: PersonRow): PersonSource | null => {
  const unid = text(row.userId);
  return unid ? { unid, row, viewerFollows: flag(row.focusStatus) } : null;
};

/** A followed resource the graph can name (its type is a Node type); null for anything else. */
const followedSource = (row: FollowedRow): FollowedRow | null => (resourceRefFromRow(row.resourceType, row.resourceId) ? row : null);

const mutatePersonFollow = mutateWith((envelope, field) => (ALREADY_SO.test(envelope.message ?? '') ? null : refusalOf(envelope, field)));

function followPerson(input: SetPersonFollowInput, ctx: GatewayContext): Promise<PersonPayloadSource> {
  return mutatePersonFollow<Omit<PersonPayloadSource, 'errors'>>(ctx, { person: null }, async (m) => {
    const unid = m.rawId(input.personId, 'Person', 'personId', PERSON_ID);
    const me = await requireViewer(ctx);
    if (me.unid === unid) m.refuse(inputError('FOLLOW_SELF', 'personId'));
    m.accepted(await setPersonFollow(ctx.upstream, unid, input.active), 'personId');
    return { person: { unid, row: {}, viewerFollows: input.active } };
  });
}

export const followResolvers: Resolvers = {
  User: {
    followed: (_u, args, ctx) => {
      requireToken(ctx);
      const resourceType = FOLLOWED_RESOURCE_TYPE[args.kind];
      return buildConnection(args, (page, size) => followedList(ctx.upstream, resourceType, page, size), followedSource);
    },
    fans: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => personList(ctx.upstream, 'fansList', page, size), personSource);
    },
    followedPeople: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => personList(ctx.upstream, 'focusList', page, size), personSource);
    },
  },
  FollowedResource: {
    resourceId: (r) => {
      const ref = resourceRefFromRow(r.resourceType, r.resourceId)!;
      return toGlobalId(ref.typeName, ref.id);
    },
    name: (r) => text(r.resourceName) ?? '',
    image: (r) => imagesFrom(r.images, text(r.resourceName) ?? '')[0] ?? null,
    path: (r) => resourceDetailPath(r.resourceType, r.resourceId),
    followedAt: (r) => chinaDateTime(r.createTime),
  },
  Person: {
    id: (p) => toGlobalId('Person', p.unid),
    nickname: (p) => text(p.row.nickName) ?? '',
    avatar: (p) => imageFrom(p.row.headImg, text(p.row.nickName) ?? ''),
    viewerFollows: (p) => p.viewerFollows,
    followedAt: (p) => chinaDateTime(p.row.createTime),
  },
  Mutation: {
    setPersonFollow: (_root, { input }, ctx) => followPerson(input, ctx),
  },
  SetPersonFollowPayload: {
    errors: (p) => p.errors,
    person: (p) => p.person,
  },
};
