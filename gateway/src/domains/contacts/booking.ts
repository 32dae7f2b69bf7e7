/**
 * A regular contact booked for: the owner's contact by global id, with its FULL name and phone
 * (decrypted from their SM4 hex). A booking is the only place full values go back upstream
 * (the phone SM4-encrypted again, as every booking's contact phone travels).
 */
import type { GatewayContext } from '../../core/context.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { fullPhone } from './fields.ts';

export interface BookedContact {
  name: string;
  phone: string;
}

/** The viewer's contact `contactId` with its full name and phone; null when it is not theirs (or gone). */
export async function contactForBooking(contactId: string, ctx: GatewayContext): Promise<BookedContact | null> {
  const id = rawIdOf(contactId, 'Contact', /^\d{1,15}$/);
  const row = id ? await ctx.loaders.contacts.byId.load(id) : null;
  const phone = row ? fullPhone(row, ctx) : null;
  return row?.name && phone ? { name: row.name, phone } : null;
}
