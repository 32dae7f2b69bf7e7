/**
 * Reading a contact from a save or update call: the name, the certificate type (the vendor's
 * codes), the number and the phone as SM4 hex. A value the call leaves out on update keeps the
 * stored one; anything unreadable is refused with its message.
 */
import type { FastifyRequest } from 'fastify';
import { formInput } from '../../context.ts';
import { decryptPhone, sm4Decrypt, sm4Encrypt } from '../../crypto/sm4.ts';
import type { ContactValues } from './store.ts';
import { CERT_TYPES, CONTACT_NAME_MAX, CONTACT_TEXTS as T } from './texts.ts';

/** What a certificate number may look like here (the gateway checks each kind's own rule). */
const NUMBER = /^[A-Z0-9]{5,18}$/;

/** The contact's values (number and phone re-encrypted for storage), or the refusal message. */
export function contactForm(req: FastifyRequest, stored: ContactValues | null): ContactValues | string {
  const name = formInput(req, 'name').trim();
  if (name === '') return T.noName;
  if (Array.from(name).length > CONTACT_NAME_MAX) return T.longName;
  const rawType = formInput(req, 'certType').trim();
  const certType = /^\d+$/.test(rawType) ? Number(rawType) : Number.NaN;
  if (CERT_TYPES[certType] === undefined) return T.badCertType;
  const numberHex = formInput(req, 'certNumber').trim();
  let certNumber = stored?.certNumber ?? '';
  if (numberHex !== '' || stored === null) {
    const plain = sm4Decrypt(numberHex)?.trim().toUpperCase() ?? '';
    if (!NUMBER.test(plain)) return T.badCertNumber;
    certNumber = sm4Encrypt(plain);
  }
  const phoneHex = formInput(req, 'phone').trim();
  let phone = stored?.phone ?? '';
  if (phoneHex !== '' || stored === null) {
    const plain = decryptPhone(phoneHex);
    if (plain === null) return T.badPhone;
    phone = sm4Encrypt(plain);
  }
  return { name, certType, certNumber, phone };
}
