/**
 * Joining the promoter programme: the gateway refuses first what the summary already says (no
 * programme on the site, a promoter already); the upstream decides (the demo approves at once),
 * and of two joins at once one wins, the other answered as already joined.
 */
import { requireViewer } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { userSource } from '../viewer/index.ts';
import { refusalOf } from './refusals.ts';
import { joinRefusal } from './rules.ts';
import type { JoinPromotionPayloadSource } from './types.ts';
import { joinPromotion as postJoin } from './upstream.ts';

type Fields = Omit<JoinPromotionPayloadSource, 'errors'>;

const mutatePromotion = mutateWith((envelope, field) => refusalOf(envelope, field));

export function joinPromotion(ctx: GatewayContext): Promise<JoinPromotionPayloadSource> {
  return mutatePromotion<Fields>(ctx, { promotion: null, user: null }, async (m) => {
    const info = (await ctx.loaders.promotion.info()) ?? {};
    m.check(joinRefusal(info));
    m.accepted(await postJoin(ctx.upstream));
    ctx.loaders.promotion.clear();
    return { promotion: { __typename: 'Promotion' }, user: userSource(await requireViewer(ctx)) };
  });
}
