import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { bindInvitationCode } from './mutations.ts';
import { INVITATION_CODE_MAX } from './rules.ts';
import type { InviteInfoRow } from './types.ts';
import { inviteList } from './upstream.ts';

const info = async (ctx: GatewayContext): Promise<InviteInfoRow> => (await ctx.loaders.invitations.info()) ?? {};

export const invitationResolvers: Resolvers = {
  User: {
    invitations: (_u, _args, ctx) => {
      requireToken(ctx);
      return { __typename: 'InvitationSummary' };
    },
  },
  InvitationSummary: {
    code: async (_s, _args, ctx) => (await info(ctx)).inviteCode ?? '',
    invitedCount: async (_s, _args, ctx) => int((await info(ctx)).inviteNum) ?? 0,
    pointsEarned: async (_s, _args, ctx) => int((await info(ctx)).giftIntegral) ?? 0,
    pointsPerInvitation: async (_s, _args, ctx) => int((await info(ctx)).perInviteIntegral) ?? 0,
    hasBoundCode: async (_s, _args, ctx) => flag((await info(ctx)).bound),
    invitedBy: async (_s, _args, ctx) => (await info(ctx)).inviterNickName || null,
    invitees: (_s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => inviteList(ctx.upstream, currPage, pageSize),
        (row) => row,
      ),
  },
  Invitee: {
    id: (r) => toGlobalId('Invitee', String(r.id)),
    nickname: (r) => r.nickName ?? '',
    avatar: (r) => imageFrom(r.headImg, r.nickName ?? ''),
    points: (r) => int(r.integral) ?? 0,
    invitedAt: (r) => chinaDateTime(r.createTime),
  },
  InputLimits: {
    invitationCodeMaxLength: () => INVITATION_CODE_MAX,
  },
  Mutation: {
    bindInvitationCode: (_root, { input }, ctx) => bindInvitationCode(input, ctx),
  },
};
