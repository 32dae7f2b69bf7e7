import type { GatewayContext } from '../../context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../relay/connection.ts';
import { toGlobalId } from '../../relay/global-id.ts';
import { bookingEligibility } from '../credit/eligibility.ts';
import type { FaithSettings } from '../credit/eligibility.ts';
import { imagesFrom } from '../images/image.ts';
import { flag, int, text } from '../places/normalise.ts';
import { activitySource } from './source.ts';
import { activityList } from './upstream.ts';
import type { ActivityRow, ActivitySource } from './types.ts';

export function faithSettings(row: ActivityRow): FaithSettings {
  return { useCheck: flag(row.faithUseStatus), auditCheck: flag(row.faithAuditStatus), requiredScore: int(row.faithScore) };
}

/** The integrity fields: on list items and details alike; loaded from the detail when missing. */
async function faithRow(a: ActivitySource, ctx: GatewayContext): Promise<ActivityRow> {
  if (a.row.faithUseStatus !== undefined && a.row.faithAuditStatus !== undefined) return a.row;
  return (await ctx.loaders.activities.detail.load(a.id)) ?? a.row;
}

export const activityResolvers: Resolvers = {
  Query: {
    activities: (_root, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => activityList(ctx.upstream, currPage, pageSize), activitySource),
  },
  Activity: {
    id: (a) => toGlobalId('Activity', a.id),
    name: (a) => text(a.row.name) ?? '',
    cover: (a) => imagesFrom(a.row.images, text(a.row.name) ?? '')[0] ?? null,
    detailPath: (a) => `/activity-detail/${encodeURIComponent(a.id)}`,
    bookingEligibility: async (a, _, ctx) => {
      const me = await ctx.loaders.viewer.me();
      if (!me) return null;
      const [row, credit] = await Promise.all([
        faithRow(a, ctx),
        text(me.encryption) ? ctx.loaders.credit.view.load(text(me.encryption)!) : Promise.resolve(null),
      ]);
      return bookingEligibility(faithSettings(row), credit);
    },
  },
};
