import { rawOfScopedId } from '../../core/relay/global-id.ts';
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { imageFrom } from '../../core/image.ts';
import { resourceNode, resourceRefOf } from '../interactions/index.ts';
import { flag, text } from '../../core/normalise.ts';
import { cancelPolicy } from '../activities/index.ts';
import { requireToken } from '../../core/auth.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import { clearOrders, payloadFields } from '../orders/index.ts';
import { newOrderCode } from '../../core/payload.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { saveResourceOrder } from '../orders/index.ts';
import { validateDay, validateSeats } from '../../core/validation.ts';
import { bookingContact, bookingContactErrors } from '../contacts/index.ts';
import type { ReserveDayPayloadSource } from './types.ts';
import { customDay, platformDay, reservationMode } from './days.ts';
import type { ReservationDayValue } from './days.ts';
import { reservationKey } from './loaders.ts';
import type { PlatformRow, ReservationSource } from './types.ts';

type ReservableType = ReservationSource['resourceType'];

async function reservationOf(resourceType: ReservableType, resourceId: string, ctx: GatewayContext): Promise<ReservationSource> {
  return { resourceType, resourceId, desc: await ctx.loaders.reservations.desc.load(reservationKey(resourceType, resourceId)) };
}

/** The 7 days of a reservation (empty unless PLATFORM or CUSTOM). */
export async function reservationDays(r: ReservationSource, ctx: GatewayContext): Promise<ReservationDayValue[]> {
  const mode = reservationMode(r.desc);
  const key = reservationKey(r.resourceType, r.resourceId);
  if (mode === 'PLATFORM') {
    const scenic = r.resourceType === 'CONTENT_TYPE_SCENERY';
    const path = (date: string) => `/appointment-order/${encodeURIComponent(r.resourceId)}/${date}${scenic ? '?scenic=scenic' : ''}`;
    return (await ctx.loaders.reservations.days.load(key)).flatMap((row) => platformDay(row, path, key, ctx.now.getTime()) ?? []);
  }
  if (mode === 'CUSTOM') return (await ctx.loaders.reservations.customDays.load(key)).flatMap((row) => customDay(row) ?? []);
  return [];
}

const platform = (row: PlatformRow) => {
  const name = text(row.platfromName) ?? text(row.platformName) ?? '';
  return { name, logo: imageFrom(row.logo, name), url: text(row.url) };
};

const platformsOf = async (resourceType: string, id: string, ctx: GatewayContext) =>
  (await ctx.loaders.reservations.platforms.load(reservationKey(resourceType, id))).map(platform);

const RESOURCE_TYPES: Record<string, ReservableType> = { Venue: 'CONTENT_TYPE_VENUE', ScenicArea: 'CONTENT_TYPE_SCENERY' };

async function reserveDay(
  input: {
    resourceId: string;
    date: string;
    timeSlotId: string;
    seats: number;
    contactName?: string | null;
    contactPhone?: string | null;
    contactId?: string | null;
  },
  ctx: GatewayContext,
): Promise<ReserveDayPayloadSource> {
  requireToken(ctx);
  const errors = [...validateDay(input.date, ctx.now.getTime()), ...validateSeats(input.seats), ...bookingContactErrors(input)];
  if (errors.length > 0) return { errors };
  // A regular contact is the user's own: anyone else's answers like one that does not exist.
  const contact = await bookingContact(input, ctx);
  if (!contact) return { errors: [inputError('RESOURCE_NOT_FOUND', 'contactId')] };
  const ref = resourceRefOf(input.resourceId);
  const resourceType = ref ? RESOURCE_TYPES[ref.typeName] : undefined;
  if (!ref || !resourceType) return { errors: [inputError('RESOURCE_NOT_FOUND', 'resourceId')] };
  const reservation = await reservationOf(resourceType, ref.id, ctx);
  if (reservationMode(reservation.desc) !== 'PLATFORM')
    return { errors: [inputError('DAY_NOT_BOOKABLE', 'date')], resourceGlobalId: input.resourceId };
  const day = (await reservationDays(reservation, ctx)).find((d) => d.date === input.date);
  if (!day?.bookable) return { errors: [inputError('DAY_NOT_BOOKABLE', 'date')], resourceGlobalId: input.resourceId };
  const slotId = rawOfScopedId(input.timeSlotId, 'ReservationTimeSlot');
  const slot = day.timeSlots.find((s) => s.slotId === slotId);
  if (!slot) return { errors: [inputError('SLOT_TAKEN', 'timeSlotId')], resourceGlobalId: input.resourceId };
  if (!slot.bookable && slot.remaining > 0)
    return { errors: [inputError('DAY_NOT_BOOKABLE', 'timeSlotId')], resourceGlobalId: input.resourceId };
  if (slot.remaining < input.seats)
    return { errors: [inputError('SOLD_OUT', 'seats', slot.remaining)], resourceGlobalId: input.resourceId };
  const envelope = await saveResourceOrder(ctx.upstream, {
    resourceId: ref.id,
    resourceType,
    date: input.date,
    orderTimeId: slot.slotId,
    orderNum: input.seats,
    contactName: contact.name,
    contactPhone: encryptPhone(contact.phone, ctx.settings.sm4Key),
  });
  const refusal = refusalOf(envelope);
  ctx.loaders.reservations.days.clear(reservationKey(resourceType, ref.id));
  if (refusal) return { errors: [refusal], resourceGlobalId: input.resourceId };
  const orderCode = newOrderCode(envelope);
  clearOrders(ctx, orderCode);
  return { errors: [], orderCode, resourceGlobalId: input.resourceId };
}

export const reservationResolvers: Resolvers = {
  Venue: {
    reservation: (v, _, ctx) => reservationOf('CONTENT_TYPE_VENUE', v.id, ctx),
    bookingPlatforms: (v, _, ctx) => platformsOf('CONTENT_TYPE_VENUE', v.id, ctx),
  },
  ScenicArea: {
    reservation: (s, _, ctx) => reservationOf('CONTENT_TYPE_SCENERY', s.id, ctx),
  },
  Entertainment: {
    bookingPlatforms: (e, _, ctx) => platformsOf('CONTENT_TYPE_ENTERTAINMENT', e.id, ctx),
  },
  Reservation: {
    mode: (r) => reservationMode(r.desc),
    needLogin: (r) => (r.desc.needLogin === undefined || r.desc.needLogin === null ? true : flag(r.desc.needLogin)),
    externalUrl: (r) => (reservationMode(r.desc) === 'THIRD_PARTY' ? text(r.desc.websiteUrl) : null),
    officialName: (r) => text(r.desc.officialName),
    officialUrl: (r) => text(r.desc.officialUrl),
    cancelPolicy: (r) => cancelPolicy(r.desc),
    days: (r, _, ctx) => reservationDays(r, ctx),
  },
  Mutation: {
    reserveDay: (_root, { input }, ctx) => reserveDay(input, ctx),
  },
  ReserveDayPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    resource: async (p, _, ctx) => {
      if (!p.resourceGlobalId) return null;
      const node = await resourceNode(resourceRefOf(p.resourceGlobalId), ctx);
      return node && 'kind' in node ? node : null;
    },
  },
};
