import type { GatewayContext } from '../../core/context.ts';
import { flag, int } from '../../core/normalise.ts';
import { interactionKey } from './loaders.ts';
import type { InteractionRow } from './types.ts';
import type { ResourceRef } from './resource.ts';

export interface InteractionSummaryValue {
  likeCount: number;
  favouriteCount: number;
  commentCount: number;
  viewerHasLiked: boolean;
  viewerHasFavourited: boolean;
  viewerIsFollowing: boolean;
}

export function summaryFromRow(row: InteractionRow, signedIn: boolean): InteractionSummaryValue {
  return {
    likeCount: int(row.likeNum) ?? 0,
    favouriteCount: int(row.collectionNum) ?? 0,
    commentCount: int(row.commentNum) ?? 0,
    viewerHasLiked: signedIn && flag(row.likeStatus),
    viewerHasFavourited: signedIn && flag(row.collectionStatus),
    viewerIsFollowing: signedIn && flag(row.focusStatus),
  };
}

/** Counts and the viewer's state from the batched resourceCount loader; null when the resource is gone. */
export async function interactionSummary(
  ref: Pick<ResourceRef, 'resourceType' | 'id'>,
  ctx: GatewayContext,
): Promise<InteractionSummaryValue | null> {
  const row = await ctx.loaders.interactions.counts.load(interactionKey(ref.resourceType, ref.id));
  return row ? summaryFromRow(row, ctx.session.token !== null) : null;
}
