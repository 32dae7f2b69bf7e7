import type { Resolvers } from '../../generated/resolvers-types.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { errorForCode } from '../../core/upstream/errors.ts';
import { text } from '../../core/normalise.ts';
import { inputError } from '../../core/user-errors.ts';
import type { GatewayContext } from '../../core/context.ts';
import { sessionFor, userInfoOf } from '../session/index.ts';
import type { UserInfoRow } from '../viewer/index.ts';
import { MESSAGING_APP_PRODUCTION } from './endpoints.ts';
import { authorizeUrl, redirectAllowed, type AuthorizeParamRow } from './rules.ts';
import { bindOpenId, exchangeCode, getAuthorizeParam, getSignature, getUserData } from './upstream.ts';

const endpoints = (ctx: GatewayContext) => ctx.settings.messagingApp ?? MESSAGING_APP_PRODUCTION;

async function authorizeParams(ctx: GatewayContext): Promise<AuthorizeParamRow> {
  return decodeData<AuthorizeParamRow>(await getAuthorizeParam(ctx.upstream)) ?? {};
}

/** What the upstream's getSignature answers. */
interface SignatureRow {
  appId?: string | null;
  timestamp?: string | number | null;
  nonceStr?: string | null;
  signature?: string | null;
}

export const messagingAppResolvers: Resolvers = {
  Query: {
    shareSignature: async (_root, { url }, ctx) => {
      if (!redirectAllowed(url, ctx.settings.appOrigins ?? [])) {
        return { signature: null, errors: [inputError('SHARE_PAGE_NOT_ALLOWED', 'url')] };
      }
      const row = decodeData<SignatureRow>(await getSignature(ctx.upstream, url)) ?? {};
      const signature = {
        appId: text(row.appId) ?? '',
        timestamp: Number(row.timestamp ?? 0),
        nonceStr: text(row.nonceStr) ?? '',
        signature: text(row.signature) ?? '',
      };
      return { signature, errors: [] };
    },
  },
  Mutation: {
    startMessagingAppSignIn: async (_root, { input }, ctx) => {
      if (!redirectAllowed(input.redirectUri, ctx.settings.appOrigins ?? [])) {
        return { url: null, errors: [inputError('REDIRECT_NOT_ALLOWED', 'redirectUri')] };
      }
      const params = await authorizeParams(ctx);
      return { url: authorizeUrl(endpoints(ctx).authorizeUrl, params, input.redirectUri, input.state), errors: [] };
    },
    signInWithMessagingApp: async (_root, { input }, ctx) => {
      ctx.response.personal();
      const code = input.code.trim();
      const refused = { session: null, errors: [inputError('AUTHORIZATION_CODE_INVALID', 'code')] };
      if (!code || code.length > 256) return refused;
      const params = await authorizeParams(ctx);
      const openId = await exchangeCode(endpoints(ctx).tokenUrl, params.appid ?? '', code);
      if (!openId) return refused;
      // signed in already (by phone): the flow ends by binding the open id to this account
      const token = ctx.session.token;
      const me = token ? await ctx.loaders.viewer.me() : null;
      if (token && me?.unid) {
        const bound = await bindOpenId(ctx.upstream, openId);
        if (bound.code === 1) return { session: null, errors: [inputError('MESSAGING_APP_TAKEN', null)] };
        return { session: sessionFor(userInfoOf({ ...(decodeData<UserInfoRow>(bound) ?? me), userToken: token }), ctx), errors: [] };
      }
      const site = await ctx.loaders.site.site.load(ctx.siteCode);
      const envelope = await getUserData(ctx.upstream, openId, text(site.id) ?? text(params.siteId) ?? '');
      if (envelope.code === 4) throw errorForCode(4, envelope.message ?? null, { openIdCheck: true });
      return { session: sessionFor(userInfoOf(decodeData<UserInfoRow>(envelope)), ctx), errors: [] };
    },
  },
};
