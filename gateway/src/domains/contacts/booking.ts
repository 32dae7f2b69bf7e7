/**
 * Who a booking is for: one of the viewer's regular contacts (by global id, with its FULL name and
 * phone decrypted from their SM4 hex) or the name and phone typed on the form. A booking is the
 * only place a contact's full values go back upstream (the phone SM4-encrypted again, as every
 * booking's contact phone travels).
 */
import type { GatewayContext } from '../../core/context.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { validateContact } from '../../core/validation.ts';
import { normaliseCertificateNumber } from '../../core/identity.ts';
import { fullCertificateNumber, fullPhone } from './fields.ts';
import { validateCertificateNumber } from './rules.ts';

export interface BookedContact {
  name: string;
  phone: string;
}

/** A booking input's contact: a regular contact's id, or a typed name and phone. */
export interface BookingContactInput {
  contactId?: string | null;
  contactName?: string | null;
  contactPhone?: string | null;
}

/** The typed contact's errors (`contactName`, `contactPhone`); none when a regular contact is named (checked when read). */
export function bookingContactErrors(input: BookingContactInput): UserErrorSource[] {
  return input.contactId ? [] : validateContact(input.contactName ?? '', input.contactPhone ?? '');
}

/** The viewer's contact `contactId` with its full name and phone; null when it is not theirs (or gone). */
async function ownContact(contactId: string, ctx: GatewayContext): Promise<BookedContact | null> {
  const id = rawIdOf(contactId, 'Contact', /^\d{1,15}$/);
  const row = id ? await ctx.loaders.contacts.byId.load(id) : null;
  const phone = row ? fullPhone(row, ctx) : null;
  return row?.name && phone ? { name: row.name, phone } : null;
}

/**
 * Who the booking is for (after `bookingContactErrors` passed): the named regular contact, null
 * when it is not the viewer's (answer RESOURCE_NOT_FOUND on `contactId`); else the typed one.
 */
export async function bookingContact(input: BookingContactInput, ctx: GatewayContext): Promise<BookedContact | null> {
  if (input.contactId) return ownContact(input.contactId, ctx);
  return { name: (input.contactName ?? '').trim(), phone: (input.contactPhone ?? '').trim() };
}

/** A group leader: who a booking is for, with the certificate number of a regular contact or the typed ID number ('' for none). */
export interface BookedLeader extends BookedContact {
  certificateNumber: string;
}

/** A booking input's group leader: a contact as for any booking, and when typed, an optional mainland ID number. */
export interface BookingLeaderInput extends BookingContactInput {
  contactIdNumber?: string | null;
}

/** The typed leader's ID number (`contactIdNumber`): none is fine; one typed must pass its checksum and birth date. */
export function bookingLeaderErrors(input: BookingLeaderInput, now: number): UserErrorSource[] {
  if (input.contactId) return [];
  const number = normaliseCertificateNumber(input.contactIdNumber ?? '');
  return number ? validateCertificateNumber('ID_CARD', number, now, 'contactIdNumber') : [];
}

/**
 * The group leader of a booking: the named regular contact with its full name, phone and
 * certificate number (null when it is not the viewer's), else the typed name, phone and ID number
 * (checked by `bookingLeaderErrors`).
 */
export async function bookingLeader(input: BookingLeaderInput, ctx: GatewayContext): Promise<BookedLeader | null> {
  if (!input.contactId)
    return {
      name: (input.contactName ?? '').trim(),
      phone: (input.contactPhone ?? '').trim(),
      certificateNumber: normaliseCertificateNumber(input.contactIdNumber ?? ''),
    };
  const id = rawIdOf(input.contactId, 'Contact', /^\d{1,15}$/);
  const row = id ? await ctx.loaders.contacts.byId.load(id) : null;
  const phone = row ? fullPhone(row, ctx) : null;
  return row?.name && phone ? { name: row.name, phone, certificateNumber: fullCertificateNumber(row, ctx) ?? '' } : null;
}
