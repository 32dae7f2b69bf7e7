import type { Resolvers } from '../../generated/resolvers-types.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { sessionFor, userInfoOf } from '../session/index.ts';
import type { UserInfoRow } from '../viewer/index.ts';
import { inAppAddress, ticketLooksValid } from './rules.ts';
import { exchangeTicket } from './upstream.ts';

export const partnerSignInResolvers: Resolvers = {
  Mutation: {
    signInWithPartner: async (_root, { input }, ctx) => {
      ctx.response.personal();
      const returnAddress = inAppAddress(input.returnTo);
      const ticket = input.ticket.trim();
      const refused = { session: null, returnAddress, errors: [inputError('PARTNER_TICKET_INVALID', 'ticket')] };
      if (!ticketLooksValid(ticket)) return refused;
      const envelope = await exchangeTicket(ctx.upstream, input.via, ticket);
      // the partner calls refuse a ticket with code 1 only (unknown, expired, used, another partner's)
      if (envelope.code === 1) return refused;
      return { session: sessionFor(userInfoOf(decodeData<UserInfoRow>(envelope)), ctx), returnAddress, errors: [] };
    },
  },
};
