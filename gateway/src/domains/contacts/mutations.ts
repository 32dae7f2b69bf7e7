/**
 * The contact mutations: add, change, delete. Every field is checked here first (a refused input
 * sends nothing upstream); the number and the phone go upstream SM4-encrypted.
 */
import type { GatewayContext } from '../../core/context.ts';
import { normaliseCertificateNumber } from '../../core/identity.ts';
import type { CertificateKind } from '../../core/identity.ts';
import { mutateWith } from '../../core/mutate.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { RefusalMapper } from '../../core/mutate.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { encryptPhone, sm4Encrypt } from '../../core/sm4.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorCode } from '../../core/user-errors.ts';
import { validatePhone } from '../../core/validation.ts';
import { contactKind, fullCertificateNumber } from './fields.ts';
import { refusalOf } from './refusals.ts';
import { CONTACTS_MAX, upstreamCertType, validateCertificateNumber, validateContactName, validateNewContact } from './rules.ts';
import type { ContactPayloadSource, ContactSource } from './types.ts';
import { deleteContact as deleteUpstream, saveContact, updateContact as updateUpstream } from './upstream.ts';

type Fields = Omit<ContactPayloadSource, 'errors'>;

/** The field each refusal of the family is about. */
const FIELD_OF: Partial<Record<UserErrorCode, string>> = {
  RESOURCE_NOT_FOUND: 'contactId',
  CONTACT_DUPLICATE: 'certificateNumber',
  CONTACT_NAME_REQUIRED: 'name',
  CONTACT_NAME_TOO_LONG: 'name',
  CONTACT_CERTIFICATE_TYPE_REQUIRED: 'certificateType',
  CONTACT_CERTIFICATE_NUMBER_FORMAT: 'certificateNumber',
  PHONE_INVALID: 'phone',
};

const contactRefusal: RefusalMapper = (envelope) => {
  const refusal = refusalOf(envelope);
  return refusal && { ...refusal, field: FIELD_OF[refusal.code] ?? refusal.field };
};

const mutateContact = mutateWith(contactRefusal);
const nowOf = (ctx: GatewayContext) => ctx.now.getTime();
const CONTACT_ID_TYPES = ['Contact'];
const UPSTREAM_ID = /^\d{1,15}$/;

/** The contact just written, read fresh. */
async function freshContact(ctx: GatewayContext, id: string | null): Promise<ContactSource | null> {
  ctx.loaders.contacts.clear();
  const row = id ? await ctx.loaders.contacts.byId.load(id) : null;
  return row ? { __typename: 'Contact', row } : null;
}

export function addContact(
  input: { name: string; certificateType?: CertificateKind | null; certificateNumber: string; phone: string },
  ctx: GatewayContext,
): Promise<ContactPayloadSource> {
  return mutateContact<Fields>(ctx, { contact: null }, async (m) => {
    m.check(validateNewContact(input, nowOf(ctx)));
    const kind = input.certificateType as CertificateKind;
    if ((await ctx.loaders.contacts.all()).total >= CONTACTS_MAX) m.refuse(inputError('CONTACT_LIMIT_REACHED', null, CONTACTS_MAX));
    const envelope = await saveContact(ctx.upstream, {
      name: input.name.trim(),
      certType: upstreamCertType(kind),
      certNumber: sm4Encrypt(normaliseCertificateNumber(input.certificateNumber), ctx.settings.sm4Key),
      phone: encryptPhone(input.phone, ctx.settings.sm4Key),
    });
    m.accepted(envelope);
    const id = decodeData<{ id?: string | number }>(envelope)?.id;
    return { contact: await freshContact(ctx, id === undefined ? null : String(id)) };
  });
}

export function updateContact(
  input: {
    contactId: string;
    name: string;
    certificateType?: CertificateKind | null;
    certificateNumber?: string | null;
    phone?: string | null;
  },
  ctx: GatewayContext,
): Promise<ContactPayloadSource> {
  return mutateContact<Fields>(ctx, { contact: null }, async (m) => {
    const number = normaliseCertificateNumber(input.certificateNumber ?? '');
    const phone = input.phone?.trim() ?? '';
    m.check([
      ...validateContactName(input.name),
      ...(input.certificateType ? [] : [inputError('CONTACT_CERTIFICATE_TYPE_REQUIRED', 'certificateType')]),
      ...(input.certificateType && number !== '' ? validateCertificateNumber(input.certificateType, number, nowOf(ctx)) : []),
      ...(phone !== '' ? validatePhone(phone, 'phone') : []),
    ]);
    const kind = input.certificateType as CertificateKind;
    const id = m.rawId(input.contactId, CONTACT_ID_TYPES, 'contactId', UPSTREAM_ID);
    const row = m.found(await ctx.loaders.contacts.byId.load(id), 'contactId');
    // The stored number must still be one of the (new) kind's.
    if (number === '' && kind !== contactKind(row))
      m.check(validateCertificateNumber(kind, fullCertificateNumber(row, ctx) ?? '', nowOf(ctx)));
    const envelope = await updateUpstream(ctx.upstream, id, {
      name: input.name.trim(),
      certType: upstreamCertType(kind),
      certNumber: number === '' ? '' : sm4Encrypt(number, ctx.settings.sm4Key),
      phone: phone === '' ? '' : encryptPhone(phone, ctx.settings.sm4Key),
    });
    m.accepted(envelope);
    return { contact: await freshContact(ctx, id) };
  });
}

export function deleteContact(input: { contactId: string }, ctx: GatewayContext): Promise<ContactPayloadSource> {
  return mutateContact<Fields>(ctx, { deletedContactId: null }, async (m) => {
    const id = m.rawId(input.contactId, CONTACT_ID_TYPES, 'contactId', UPSTREAM_ID);
    m.found(await ctx.loaders.contacts.byId.load(id), 'contactId');
    m.accepted(await deleteUpstream(ctx.upstream, id));
    ctx.loaders.contacts.clear();
    return { deletedContactId: toGlobalId('Contact', id) };
  });
}
