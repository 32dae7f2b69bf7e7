import type { GatewayContext } from '../../core/context.ts';
import { int } from '../../core/normalise.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { VisitEventInput } from '../../generated/resolvers-types.ts';
import { isTrackedPath } from './tracked.ts';
import { type VisitRecord, visitRecord } from './rules.ts';
import { addBrowseRecord, addFunctionClickRecord, addStreamMediaRecord, logStay, recordAccess, STAY_STATUS } from './upstream.ts';

/** Activity modes whose detail views are browse records (the spec's paid and other-mode activities): paid sign-up, paid booking, other. */
const BROWSED_MODES: ReadonlySet<number> = new Set([5, 6, 11]);
/** The node type of an activity and of a news article (another domain's, reached through the context). */
const ACTIVITY = 'Activity';
const NEWS_ARTICLE = 'NewsArticle';

type Call = { name: string; send: () => Promise<Envelope | null> };

/** The upstream calls of one record (none for a stay off the tracked screens or an unknown node). */
function callsOf(record: VisitRecord, visitorId: string, ctx: GatewayContext, region: () => Promise<string>): Call[] {
  const up = ctx.upstream;
  switch (record.kind) {
    case 'PAGE_VIEW':
      return [{ name: 'access', send: () => recordAccess(up, ctx.siteCode, record.path, visitorId) }];
    case 'STAY': {
      if (!isTrackedPath(record.path)) return [];
      const stay = async (status: number) =>
        logStay(up, { site: ctx.siteCode, status, uniqueId: visitorId, module: record.path, regionCode: await region() });
      const enter: Call = { name: 'stay', send: () => stay(STAY_STATUS.ENTER) };
      return record.left ? [enter, { name: 'stay', send: () => stay(STAY_STATUS.LEAVE) }] : [enter];
    }
    case 'TAP':
      return [{ name: 'click', send: () => addFunctionClickRecord(up, record.functionType, record.resourceId) }];
    case 'DETAIL_VIEW':
      if (record.type !== ACTIVITY) return [];
      return [
        {
          name: 'browse',
          send: async () => {
            const activity = await ctx.loaders.activities.detail.load(record.rawId);
            return activity && BROWSED_MODES.has(int(activity.method) ?? 11) ? addBrowseRecord(up, record.rawId) : null;
          },
        },
      ];
    case 'REPRINT_OPENED':
      if (record.type !== NEWS_ARTICLE) return [];
      return [
        {
          name: 'streamMedia',
          send: async () => ((await ctx.loadNode(NEWS_ARTICLE, record.rawId)) ? addStreamMediaRecord(up, record.rawId) : null),
        },
      ];
  }
}

/** Where a record the upstream did not take is reported (logged and counted; never the visitor's error). */
export type DroppedRecord = (call: string, reason: string) => void;

/**
 * Sends a batch's records upstream, all in parallel. Never throws: a failed or refused call is
 * reported to `dropped` and the others go on.
 */
export async function sendVisit(
  visitorId: string,
  events: readonly VisitEventInput[],
  ctx: GatewayContext,
  dropped: DroppedRecord,
): Promise<void> {
  let regionCode: Promise<string> | null = null;
  const region = () =>
    (regionCode ??= ctx.loaders.site.site.load(ctx.siteCode).then(
      (site) => String(site.region ?? ''),
      () => '',
    ));
  const calls = events.flatMap((event) => {
    const record = visitRecord(event);
    return record ? callsOf(record, visitorId, ctx, region) : [];
  });
  await Promise.all(
    calls.map(async (call) => {
      try {
        const answer = await call.send();
        if (answer && answer.code !== 0) dropped(call.name, `code ${answer.code}`);
      } catch (error) {
        dropped(call.name, error instanceof Error ? error.message.slice(0, 200) : 'failed');
      }
    }),
  );
}
