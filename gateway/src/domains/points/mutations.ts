/**
 * Claiming a task: today's sign-in (refused once claimed: POINTS_ALREADY_CLAIMED) and a share
 * (always welcome; only the day's first pays). The upstream decides the once-per-period rule in
 * its own transaction; the payload answers the points paid and the account fresh.
 */
import { requireViewer } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { userSource } from '../viewer/index.ts';
import { mutateWith } from '../../core/mutate.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { int } from '../../core/normalise.ts';
import { refusalOf } from './refusals.ts';
import type { PointsClaimPayloadSource } from './types.ts';
import { share, signIn } from './upstream.ts';

type Fields = Omit<PointsClaimPayloadSource, 'errors'>;

const mutatePoints = mutateWith((envelope) => refusalOf(envelope));
const REFUSED: Fields = { awardedPoints: 0, user: null };

async function claim(ctx: GatewayContext, post: typeof signIn): Promise<PointsClaimPayloadSource> {
  return mutatePoints<Fields>(ctx, REFUSED, async (m) => {
    const envelope = m.accepted(await post(ctx.upstream));
    ctx.loaders.points.clear();
    ctx.loaders.viewer.counts.clearAll();
    const awarded = int(decodeData<{ integral?: string | number }>(envelope)?.integral) ?? 0;
    return { awardedPoints: awarded, user: userSource(await requireViewer(ctx)) };
  });
}

export const claimDailySignIn = (ctx: GatewayContext) => claim(ctx, signIn);
export const recordShare = (ctx: GatewayContext) => claim(ctx, share);
