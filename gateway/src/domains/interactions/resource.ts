import type { GatewayContext, NodeValue } from '../../core/context.ts';
import type { NodeSource } from '../../core/relay/node.ts';
import { fromGlobalId } from '../../core/relay/global-id.ts';
import { resourceTypeOfTypeName, typeNameOfResourceType } from '../../core/resource-types.ts';
import { interactionKey } from './loaders.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

/** A resource of interactions and comments, named by its Node type and the upstream's resourceType. */
export interface ResourceRef {
  typeName: string;
  resourceType: string;
  id: string;
}

/** A global id of a place, news article or activity → its ref; null for anything else. */
export function resourceRefOf(globalId: string): ResourceRef | null {
  const decoded = fromGlobalId(globalId);
  if (!decoded || !isUpstreamId(decoded.rawId)) return null;
  const resourceType = resourceTypeOfTypeName(decoded.type);
  return resourceType ? { typeName: decoded.type, resourceType, id: decoded.rawId } : null;
}

/** The ref of an upstream (resourceType, resourceId) pair; null for types that are not Nodes. */
export function resourceRefFromRow(resourceType: string | null | undefined, resourceId: unknown): ResourceRef | null {
  const typeName = typeNameOfResourceType(resourceType);
  const id = resourceId === null || resourceId === undefined ? '' : String(resourceId);
  const canonical = typeName ? resourceTypeOfTypeName(typeName) : null;
  return typeName && canonical && isUpstreamId(id) ? { typeName, resourceType: canonical, id } : null;
}

/** The source of any Node (the mapper of its type), as the node registry answers it. */
export type AnyNodeSource = NodeSource;

/**
 * The Node source of a resource (a place, news article or activity) through the node registry
 * (whose loaders answer their types' mapper sources); null when it is gone.
 */
export async function resourceNode(ref: ResourceRef | null, ctx: GatewayContext): Promise<AnyNodeSource | null> {
  if (!ref) return null;
  return (await ctx.loadNode(ref.typeName, ref.id)) as AnyNodeSource | null;
}

/** Forgets what this request loaded about a resource, so that reads after a mutation are fresh. */
export function clearResource(ref: ResourceRef, ctx: GatewayContext): void {
  ctx.loaders.interactions.counts.clear(interactionKey(ref.resourceType, ref.id));
  ctx.forgetNode(ref.typeName, ref.id);
  if (ctx.session.token) ctx.loaders.viewer.counts.clear(ctx.session.token);
}

export type { NodeValue };
