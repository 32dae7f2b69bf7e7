import type { NodeLoader } from '../../core/relay/node.ts';
import { activityRoomSource, activitySource } from './source.ts';
import type { ActivityRoomSource, ActivitySource } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export const activityNodeLoaders: Record<string, NodeLoader<ActivitySource>> = {
  Activity: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.activities.detail.load(rawId);
    return row ? activitySource({ ...row, id: row.id ?? rawId }) : null;
  },
};

export const loadActivityRoom: NodeLoader<ActivityRoomSource> = async (rawId, ctx) => {
  if (!isUpstreamId(rawId)) return null;
  const row = await ctx.loaders.activities.room.load(rawId);
  return row ? activityRoomSource({ ...row, id: row.id ?? rawId }) : null;
};

export const activityRoomNodeLoaders: Record<string, NodeLoader<ActivityRoomSource>> = { ActivityRoom: loadActivityRoom };
