import type { NodeLoader } from '../../core/relay/node.ts';
import { userSource } from './source.ts';
import type { UserSource } from './types.ts';

/** A User node resolves for the signed-in viewer only (users see no one else's account). */
export const viewerNodeLoaders: Record<string, NodeLoader<UserSource>> = {
  User: async (rawId, ctx) => {
    if (!ctx.session.token) return null;
    const me = await ctx.loaders.viewer.me();
    return me && String(me.unid) === rawId ? userSource(me) : null;
  },
};
