import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers, SetInteractionInput } from '../../generated/resolvers-types.ts';
import { flag } from '../../core/normalise.ts';
import { interactionKey } from './loaders.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import { clearResource, resourceNode, resourceRefOf } from './resource.ts';
import { interactionSummary } from './summary.ts';
import type { InteractionSummaryValue } from './summary.ts';
import { ALREADY_IN_STATE, toggle } from './upstream.ts';
import type { InteractionKind } from './upstream.ts';

const STATUS_FIELD = { LIKE: 'likeStatus', FAVOURITE: 'collectionStatus', FOLLOW: 'focusStatus' } as const;

const notFound = () => ({ resource: null, interactions: null, errors: [inputError('RESOURCE_NOT_FOUND', 'resourceId')] });

/**
 * Sets like / favourite / follow to the wanted state. Idempotent: the current state (resourceCount)
 * decides whether the upstream is called at all; the backend's "already" refusals are success.
 * The loaders of the resource are cleared afterwards, so the payload shows the new counts.
 */
export async function setInteraction(kind: InteractionKind, input: SetInteractionInput, ctx: GatewayContext) {
  requireToken(ctx);
  const ref = resourceRefOf(input.resourceId);
  if (!ref) return notFound();
  const current = await ctx.loaders.interactions.counts.load(interactionKey(ref.resourceType, ref.id));
  if (!current) return notFound();
  if (flag(current[STATUS_FIELD[kind]]) === input.active) {
    // Nothing to change; still refuse a dead session (resourceCount ignores bad tokens).
    await requireViewer(ctx);
  } else {
    const refusal = refusalOf(await toggle(ctx.upstream, kind, input.active, ref.resourceType, ref.id), 'resourceId');
    if (refusal && !ALREADY_IN_STATE.test(refusal.upstreamMessage ?? '')) {
      return { resource: null, interactions: null, errors: [refusal] };
    }
  }
  clearResource(ref, ctx);
  const [resource, interactions] = await Promise.all([resourceNode(ref, ctx), interactionSummary(ref, ctx)]);
  return { resource, interactions, errors: [] };
}

/** The viewer's own state of a resource: personal when signed in (never served from the response cache). */
const viewerState =
  (field: 'viewerHasLiked' | 'viewerHasFavourited' | 'viewerIsFollowing') =>
  (summary: InteractionSummaryValue, _args: unknown, ctx: GatewayContext) => {
    if (ctx.session.token) ctx.response.personal();
    return summary[field];
  };

export const interactionResolvers: Resolvers = {
  Interactable: { __resolveType: (source) => source.__typename },
  InteractionSummary: {
    viewerHasLiked: viewerState('viewerHasLiked'),
    viewerHasFavourited: viewerState('viewerHasFavourited'),
    viewerIsFollowing: viewerState('viewerIsFollowing'),
  },
  Mutation: {
    setLike: (_root, args, ctx) => setInteraction('LIKE', args.input, ctx),
    setFavourite: (_root, args, ctx) => setInteraction('FAVOURITE', args.input, ctx),
    setFollow: (_root, args, ctx) => setInteraction('FOLLOW', args.input, ctx),
  },
};
