import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { commentSource } from '../comments/index.ts';
import { mineCommentList } from '../comments/index.ts';
import { imageFrom } from '../../core/image.ts';
import { resourceNode, resourceRefFromRow } from '../interactions/index.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { unauthenticated } from '../../core/auth.ts';
import { decryptPhone } from '../../core/sm4.ts';
import { userSource } from './source.ts';
import { favouriteList } from './upstream.ts';
import { profileFields } from './profile-fields.ts';
import { profileMutations } from './profile-mutations.ts';
import { PROFILE_LIMITS } from './profile-rules.ts';

const count = (value: unknown) => Math.max(0, int(value) ?? 0);

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_root, _args, ctx) => {
      const me = ctx.session.token ? await ctx.loaders.viewer.me() : null;
      return { user: me && ctx.session.token ? userSource(me) : null, sessionExpired: ctx.session.token !== null && me === null };
    },
  },
  Mutation: profileMutations,
  InputLimits: {
    profileNicknameMaxLength: () => PROFILE_LIMITS.profileNicknameMaxLength,
    profileSignatureMaxLength: () => PROFILE_LIMITS.profileSignatureMaxLength,
    profileEmailMaxLength: () => PROFILE_LIMITS.profileEmailMaxLength,
    profileSchoolMaxLength: () => PROFILE_LIMITS.profileSchoolMaxLength,
    profileCompanyMaxLength: () => PROFILE_LIMITS.profileCompanyMaxLength,
    profileRealNameMaxLength: () => PROFILE_LIMITS.profileRealNameMaxLength,
    profileAddressMaxLength: () => PROFILE_LIMITS.profileAddressMaxLength,
  },
  UpdateProfilePayload: {
    user: (p) => p.user,
    errors: (p) => p.errors,
  },
  SetAvatarPayload: {
    user: (p) => p.user,
    errors: (p) => p.errors,
  },
  Viewer: {
    isSignedIn: (v) => v.user !== null,
    // A token the upstream no longer accepts (code 2) is the spec's "sign in again", not an anonymous visit.
    user: (v) => {
      if (v.sessionExpired) throw unauthenticated();
      return v.user;
    },
  },
  User: {
    id: (u) => toGlobalId('User', u.info.unid),
    maskedPhone: (u) => text(u.info.phone),
    contactPhone: (u, _, ctx) => {
      const sealed = text(u.info.encryption);
      return sealed ? decryptPhone(sealed, ctx.settings.sm4Key) : null;
    },
    hasPhone: (u) => text(u.info.phone) !== null,
    messagingAppBound: (u) => text(u.info.wechatOpenId) !== null,
    nickname: (u) => text(u.info.nickName) ?? '',
    avatar: (u) => imageFrom(u.info.headImg, text(u.info.nickName) ?? ''),
    isVolunteer: (u) => flag(u.info.volunteerStatus),
    ...profileFields,
    credit: (u, _, ctx) => {
      const phone = text(u.info.encryption);
      return phone ? ctx.loaders.credit.view.load(phone) : null;
    },
    counts: async (_u, _, ctx) => {
      const row = await ctx.loaders.viewer.counts.load(ctx.session.token ?? '');
      return {
        favourites: count(row.collectionNum),
        likes: count(row.likeNum),
        comments: count(row.commentNum),
        follows: count(row.focusNum),
        fans: count(row.fansNum),
        orders: count(row.orderNum),
        points: count(row.integral),
      };
    },
    favourites: (_u, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => favouriteList(ctx.upstream, currPage, pageSize),
        (row) => row,
      ),
    comments: (_u, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => mineCommentList(ctx.upstream, currPage, pageSize),
        (row) => commentSource(row, null),
      ),
  },
  FavouriteEdge: {
    node: (e, _, ctx) => resourceNode(resourceRefFromRow(e.node.resourceType, e.node.resourceId), ctx),
    favouritedAt: (e) => chinaDateTime(e.node.createTime),
    cursor: (e) => e.cursor,
  },
};
