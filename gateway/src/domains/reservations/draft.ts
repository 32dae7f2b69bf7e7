/**
 * A combined appointment checked against the rules (rules.ts) before anything is written: the
 * places and slots of the day (one upstream call for them all), the visitors (the viewer's own
 * contacts: another user's contact answers like a missing one), and what is refused.
 */
import type { GatewayContext } from '../../core/context.ts';
import { certificateProblem } from '../../core/identity.ts';
import { int } from '../../core/normalise.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { chinaDay } from '../../core/time.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';
import { validateDay } from '../../core/validation.ts';
import { contactKind, fullCertificateNumber, type ContactRow } from '../contacts/index.ts';
import type { OfferRow, OfferSlotRow } from './combined-types.ts';
import { offerKey } from './loaders.ts';
import { duplicateVisitor, maxVisitorsOf, slotRefOf, type SlotRef } from './rules.ts';

export interface AppointmentInputValue {
  date: string;
  slotIds: readonly string[];
  contactIds: readonly string[];
}

export interface Choice {
  offer: OfferRow;
  slot: OfferSlotRow;
  ref: SlotRef;
}

export interface DraftValue {
  date: string;
  choices: Choice[];
  visitors: ContactRow[];
  maxVisitors: number | null;
  errors: UserErrorSource[];
  ready: boolean;
}

const CONTACT_ID = /^\d{1,15}$/;

async function choicesOf(input: AppointmentInputValue, ctx: GatewayContext, errors: UserErrorSource[]): Promise<Choice[]> {
  const refs = input.slotIds.map((id) => slotRefOf(rawIdOf(id, 'AppointmentSlot')));
  if (refs.length === 0) errors.push(inputError('SLOT_REQUIRED', 'slotIds'));
  if (refs.some((r) => !r || r.date !== input.date)) errors.push(inputError('RESOURCE_NOT_FOUND', 'slotIds'));
  const valid = refs.filter((r): r is SlotRef => r !== null && r.date === input.date);
  if (new Set(valid.map((r) => r.placeId)).size !== valid.length) errors.push(inputError('APPOINTMENT_SAME_RESOURCE', 'slotIds'));
  const offers = await ctx.loaders.reservations.offer.loadMany(valid.map((r) => offerKey(r.date, r.placeId)));
  const choices: Choice[] = [];
  valid.forEach((ref, i) => {
    const offer = offers[i];
    const slot = offer && !(offer instanceof Error) ? (offer.orderTimes ?? []).find((s) => String(s.id) === ref.slotId) : undefined;
    if (!offer || offer instanceof Error || !slot) errors.push(inputError('RESOURCE_NOT_FOUND', 'slotIds'));
    else choices.push({ offer, slot, ref });
  });
  return choices;
}

async function visitorsOf(input: AppointmentInputValue, ctx: GatewayContext, errors: UserErrorSource[]): Promise<ContactRow[]> {
  const ids = input.contactIds.map((id) => rawIdOf(id, 'Contact', CONTACT_ID));
  const rows = await Promise.all(ids.map((id) => (id ? ctx.loaders.contacts.byId.load(id) : Promise.resolve(null))));
  if (rows.some((r) => !r)) errors.push(inputError('RESOURCE_NOT_FOUND', 'contactIds'));
  const visitors = rows.filter((r): r is ContactRow => !!r);
  const today = chinaDay(ctx.now.getTime());
  const people = visitors.map((v) => {
    const number = fullCertificateNumber(v, ctx) ?? '';
    return { id: String(v.id), certificate: `${contactKind(v)}:${number}`, problem: certificateProblem(contactKind(v), number, today) };
  });
  if (duplicateVisitor(people)) errors.push(inputError('APPOINTMENT_VISITOR_DUPLICATE', 'contactIds'));
  if (people.some((p) => p.problem !== null)) errors.push(inputError('APPOINTMENT_VISITOR_ID_INVALID', 'contactIds'));
  return visitors;
}

/** The draft with what the rules refuse (no visitor yet is left to `ready`). */
export async function checkDraft(input: AppointmentInputValue, ctx: GatewayContext): Promise<DraftValue> {
  const errors: UserErrorSource[] = [...validateDay(input.date, ctx.now.getTime())];
  if (errors.length > 0) return { date: input.date, choices: [], visitors: [], maxVisitors: null, errors, ready: false };
  const [choices, visitors] = await Promise.all([choicesOf(input, ctx, errors), visitorsOf(input, ctx, errors)]);
  const maxVisitors = maxVisitorsOf(choices.map((c) => int(c.offer.maxPeople) ?? 1));
  for (const c of choices) {
    if (String(c.offer.isOpen) !== '1') errors.push(inputError('DAY_NOT_BOOKABLE', 'slotIds'));
    else if ((int(c.slot.stock) ?? 0) < Math.max(1, visitors.length))
      errors.push(inputError('SOLD_OUT', 'slotIds', Math.max(0, int(c.slot.stock) ?? 0)));
  }
  if (maxVisitors !== null && visitors.length > maxVisitors) errors.push(inputError('TOO_MANY_SEATS', 'contactIds', maxVisitors));
  const unique = dedupe(errors);
  return {
    date: input.date,
    choices,
    visitors,
    maxVisitors,
    errors: unique,
    ready: unique.length === 0 && visitors.length > 0 && choices.length > 0,
  };
}

function dedupe(errors: UserErrorSource[]): UserErrorSource[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.code}:${e.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
