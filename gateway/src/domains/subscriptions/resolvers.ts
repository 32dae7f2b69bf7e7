import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { fromGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { chinaDay } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { validateDay } from '../../core/validation.ts';
import type { CancelBookingSubscriptionInput, Resolvers, SubscribeToBookingDayInput } from '../../generated/resolvers-types.ts';
import { refusalOf } from './refusals.ts';
import type { CancelPayloadSource, SubscribePayloadSource, SubscriptionRow, SubscriptionSource } from './types.ts';
import { cancelSubscription, saveSubscription, subscriptionList } from './upstream.ts';

/** The places a subscription may be about: their GraphQL type and the upstream's resource type. */
const PLACE_TYPES: Readonly<Record<string, string>> = { ScenicArea: 'CONTENT_TYPE_SCENERY', Venue: 'CONTENT_TYPE_VENUE' };

function source(row: SubscriptionRow): SubscriptionSource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'BookingSubscription', id, row } : null;
}

/** One of the viewer's subscriptions by upstream id (their list holds every one; a visitor keeps few). */
async function ownSubscription(ctx: GatewayContext, id: string): Promise<SubscriptionRow | null> {
  const page = await subscriptionList(ctx.upstream, 1, 50);
  return page.items.find((r) => text(r.id) === id) ?? null;
}

const mutate = mutateWith(refusalOf);

function subscribe(input: SubscribeToBookingDayInput, ctx: GatewayContext): Promise<SubscribePayloadSource> {
  return mutate<Omit<SubscribePayloadSource, 'errors'>>(ctx, { subscriptionId: null }, async (m) => {
    const placeId = m.rawId(input.placeId, Object.keys(PLACE_TYPES), 'placeId', /^\d{1,12}$/);
    const typeName = fromGlobalId(input.placeId.trim())?.type ?? '';
    m.found(await ctx.loadNode(typeName, placeId), 'placeId');
    const date = input.date.trim();
    m.check(validateDay(date));
    if (date < chinaDay(ctx.now.getTime())) m.refuse(inputError('BOOKING_SUBSCRIPTION_DAY_PAST', 'date'));
    const resourceType = PLACE_TYPES[typeName] ?? '';
    const envelope = m.accepted(await saveSubscription(ctx.upstream, resourceType, placeId, date), 'date');
    const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!id) throw new UpstreamMalformedError();
    return { subscriptionId: id };
  });
}

function cancel(input: CancelBookingSubscriptionInput, ctx: GatewayContext): Promise<CancelPayloadSource> {
  return mutate<Omit<CancelPayloadSource, 'errors'>>(ctx, { cancelledId: null }, async (m) => {
    const id = m.rawId(input.subscriptionId, 'BookingSubscription', 'subscriptionId', /^\d{1,12}$/);
    m.accepted(await cancelSubscription(ctx.upstream, id), 'subscriptionId');
    return { cancelledId: input.subscriptionId };
  });
}

export const subscriptionResolvers: Resolvers = {
  User: {
    bookingSubscriptions: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => subscriptionList(ctx.upstream, page, size), source);
    },
  },
  Mutation: {
    subscribeToBookingDay: (_root, { input }, ctx) => subscribe(input, ctx),
    cancelBookingSubscription: (_root, { input }, ctx) => cancel(input, ctx),
  },
  SubscribeToBookingDayPayload: {
    errors: (p) => p.errors,
    subscription: async (p, _args, ctx) => {
      if (!p.subscriptionId) return null;
      const row = await ownSubscription(ctx, p.subscriptionId);
      return row ? source(row) : null;
    },
  },
  CancelBookingSubscriptionPayload: {
    errors: (p) => p.errors,
    cancelledSubscriptionId: (p) => p.cancelledId,
  },
  BookingSubscription: {
    id: (s) => toGlobalId('BookingSubscription', s.id),
    upstreamId: (s) => s.id,
    placeName: (s) => text(s.row.resourceName) ?? '',
    place: (s, _args, ctx) => {
      const typeName = Object.keys(PLACE_TYPES).find((t) => PLACE_TYPES[t] === text(s.row.resourceType));
      const id = text(s.row.resourceId);
      // the registry's node value is what the place's own type resolves from
      return typeName && id ? (ctx.loadNode(typeName, id) as never) : null;
    },
    date: (s) => text(s.row.date) ?? '',
    status: (s) => (text(s.row.status) === 'NOTIFIED' ? 'NOTIFIED' : 'WAITING'),
    subscribedAt: (s) => chinaDateTime(s.row.createTime),
    notifiedAt: (s) => chinaDateTime(s.row.notifyTime),
  },
};

export const subscriptionNodeLoaders: Record<string, NodeLoader<SubscriptionSource>> = {
  BookingSubscription: async (rawId, ctx) => {
    if (!ctx.session.token || !isUpstreamId(rawId)) return null;
    const row = await ownSubscription(ctx, rawId);
    return row ? source(row) : null;
  },
};
