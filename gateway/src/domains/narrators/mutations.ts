/**
 * Booking a narrator or an interpretation session. The gateway checks the day, slot, language,
 * group, note, people and contact against what the upstream answered (a refused input costs no
 * write); the upstream's one transaction settles two people wanting the last narrator or place.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { encryptPhone, sm4Encrypt } from '../../core/sm4.ts';
import { bookingLeader, bookingLeaderErrors } from '../contacts/index.ts';
import { newOrderCode } from '../../core/payload.ts';
import { inputError } from '../../core/user-errors.ts';
import { validateContact, validateDay } from '../../core/validation.ts';
import { clearOrders } from '../orders/index.ts';
import { refusalOf } from './messages.ts';
import {
  groupAndNoteErrors,
  languageCode,
  languagesOf,
  peopleErrors,
  PLACE_ID,
  slotBookable,
  slotStarted,
  type LanguageValue,
} from './rules.ts';
import type { BookInterpretationPayloadSource, BookNarratorPayloadSource } from './types.ts';
import { saveInterpretationOrder, saveNarratorOrder } from './upstream.ts';

const mutateBooking = mutateWith((envelope, field) => refusalOf(envelope, field));

interface BookNarratorInput {
  offerId: string;
  date: string;
  slotId: string;
  language: LanguageValue;
  groupSize: number;
  contactName?: string | null;
  contactPhone?: string | null;
  contactId?: string | null;
  contactIdNumber?: string | null;
  note?: string | null;
}

type NarratorFields = Omit<BookNarratorPayloadSource, 'errors'>;

export function bookNarrator(input: BookNarratorInput, ctx: GatewayContext): Promise<BookNarratorPayloadSource> {
  return mutateBooking<NarratorFields>(ctx, {}, async (m) => {
    const placeId = m.rawId(input.offerId, 'NarratorOffer', 'offerId', PLACE_ID);
    const offer = m.found(await ctx.loaders.narrators.offer.load(placeId), 'offerId');
    const note = (input.note ?? '').trim();
    const leader = m.found(await bookingLeader(input, ctx), 'contactId');
    m.check([
      ...validateDay(input.date, ctx.now.getTime()),
      ...groupAndNoteErrors(offer, input.groupSize, note),
      ...validateContact(leader.name, leader.phone),
      ...bookingLeaderErrors(input, ctx.now.getTime()),
    ]);
    if (!languagesOf(offer.languages).includes(input.language))
      m.refuse(inputError('NARRATOR_LANGUAGE_NOT_OFFERED', 'language'), { placeId });
    const day =
      (await ctx.loaders.narrators.days.load(placeId)).find((d) => d.date === input.date) ??
      m.refuse(inputError('DAY_NOT_BOOKABLE', 'date'), { placeId });
    const slot =
      (day.orderTimes ?? []).find((s) => String(s.id) === input.slotId.trim()) ??
      m.refuse(inputError('SLOT_NOT_BOOKABLE', 'slotId'), { placeId });
    if (slotStarted(input.date, slot, ctx.now.getTime())) m.refuse(inputError('SLOT_NOT_BOOKABLE', 'slotId'), { placeId });
    if (!slotBookable(slot) || !languagesOf(slot.languages).includes(input.language))
      m.refuse(inputError('NARRATOR_NONE_FREE', 'language'), { placeId });
    const envelope = await saveNarratorOrder(ctx.upstream, {
      placeId,
      date: input.date,
      orderTimeId: String(slot.id),
      language: languageCode(input.language),
      orderNum: input.groupSize,
      contactName: leader.name,
      contactPhone: encryptPhone(leader.phone, ctx.settings.sm4Key),
      ...(leader.certificateNumber ? { contactCertNumber: sm4Encrypt(leader.certificateNumber, ctx.settings.sm4Key) } : {}),
      note,
    });
    ctx.loaders.narrators.days.clear(placeId);
    m.accepted(envelope, 'slotId', { extra: { placeId } });
    const orderCode = newOrderCode(envelope);
    clearOrders(ctx, orderCode);
    return { orderCode, placeId };
  });
}

interface BookInterpretationInput {
  sessionId: string;
  people: number;
  contactName: string;
  contactPhone: string;
}

type InterpretationFields = Omit<BookInterpretationPayloadSource, 'errors'>;

export function bookInterpretation(input: BookInterpretationInput, ctx: GatewayContext): Promise<BookInterpretationPayloadSource> {
  return mutateBooking<InterpretationFields>(ctx, {}, async (m) => {
    const sessionId = m.rawId(input.sessionId, 'InterpretationSession', 'sessionId', PLACE_ID);
    const session = m.found(await ctx.loaders.narrators.session.load(sessionId), 'sessionId');
    m.check([...peopleErrors(session, input.people, ctx.now.getTime()), ...validateContact(input.contactName, input.contactPhone)], {
      sessionId,
    });
    const envelope = await saveInterpretationOrder(ctx.upstream, {
      sessionId,
      orderNum: input.people,
      contactName: input.contactName.trim(),
      contactPhone: encryptPhone(input.contactPhone.trim(), ctx.settings.sm4Key),
    });
    ctx.loaders.narrators.session.clear(sessionId);
    m.accepted(envelope, 'people', { extra: { sessionId } });
    const orderCode = newOrderCode(envelope);
    clearOrders(ctx, orderCode);
    return { orderCode, sessionId };
  });
}
