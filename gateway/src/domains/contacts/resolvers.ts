import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { chinaDateTime } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { contactKind, maskedCertificateNumber, maskedPhone } from './fields.ts';
import { addContact, deleteContact, updateContact } from './mutations.ts';
import { CONTACTS_MAX } from './rules.ts';
import type { ContactRow, ContactSource } from './types.ts';
import { contactList } from './upstream.ts';

const sourceOf = (row: ContactRow): ContactSource => ({ __typename: 'Contact', row });

export const contactNodeLoaders: Record<string, NodeLoader<ContactSource>> = {
  Contact: async (rawId, ctx) => {
    requireToken(ctx);
    const row = await ctx.loaders.contacts.byId.load(rawId);
    return row ? sourceOf(row) : null;
  },
};

export const contactResolvers: Resolvers = {
  User: {
    contacts: (_u, args, ctx: GatewayContext) =>
      buildConnection(args, (currPage, pageSize) => contactList(ctx.upstream, currPage, pageSize), sourceOf),
  },
  Contact: {
    id: (c) => toGlobalId('Contact', String(c.row.id)),
    name: (c) => c.row.name ?? '',
    certificateType: (c) => contactKind(c.row),
    maskedCertificateNumber: (c, _args, ctx) => maskedCertificateNumber(c.row, ctx),
    maskedPhone: (c, _args, ctx) => maskedPhone(c.row, ctx),
    createdAt: (c) => chinaDateTime(c.row.createTime),
  },
  InputLimits: {
    contactsMaxCount: () => CONTACTS_MAX,
  },
  Mutation: {
    addContact: (_root, { input }, ctx) => addContact(input, ctx),
    updateContact: (_root, { input }, ctx) => updateContact(input, ctx),
    deleteContact: (_root, { input }, ctx) => deleteContact(input, ctx),
  },
};
