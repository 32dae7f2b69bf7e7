import type { GatewayContext } from '../../core/context.ts';
import { fromGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { activityNodeLoaders } from '../activities/nodes.ts';
import { newsNodeLoaders } from '../news/nodes.ts';
import { kindOfTypeName, resourceTypeOfTypeName, typeNameOfResourceType } from '../../core/resource-types.ts';
import { detailKey, interactionKey } from '../places/loaders.ts';
import { placeNodeLoaders } from '../places/nodes.ts';
import type { ActivitySource } from '../activities/types.ts';
import type { NewsArticleSource, NewsChannelSource } from '../news/types.ts';
import type { HotelRoomSource, PlaceSource } from '../places/types.ts';

/** The Node sources a resource resolves to. */
export type ResourceSource = PlaceSource | HotelRoomSource | NewsArticleSource | NewsChannelSource | ActivitySource;

/** A resource of interactions and comments, named by its Node type and the upstream's resourceType. */
export interface ResourceRef {
  typeName: string;
  resourceType: string;
  id: string;
}

const RAW_ID = /^\d{1,18}$/;

/** A global id of a place, news article or activity → its ref; null for anything else. */
export function resourceRefOf(globalId: string): ResourceRef | null {
  const decoded = fromGlobalId(globalId);
  if (!decoded || !RAW_ID.test(decoded.rawId)) return null;
  const resourceType = resourceTypeOfTypeName(decoded.type);
  return resourceType ? { typeName: decoded.type, resourceType, id: decoded.rawId } : null;
}

/** The ref of an upstream (resourceType, resourceId) pair; null for types that are not Nodes. */
export function resourceRefFromRow(resourceType: string | null | undefined, resourceId: unknown): ResourceRef | null {
  const typeName = typeNameOfResourceType(resourceType);
  const id = resourceId === null || resourceId === undefined ? '' : String(resourceId);
  const canonical = typeName ? resourceTypeOfTypeName(typeName) : null;
  return typeName && canonical && RAW_ID.test(id) ? { typeName, resourceType: canonical, id } : null;
}

const RESOURCE_LOADERS: Record<string, NodeLoader<ResourceSource>> = { ...placeNodeLoaders, ...newsNodeLoaders, ...activityNodeLoaders };

/** The Node source of a resource through the existing node loaders; null when it is gone. */
export async function resourceNode(ref: ResourceRef | null, ctx: GatewayContext): Promise<ResourceSource | null> {
  if (!ref) return null;
  const loader = RESOURCE_LOADERS[ref.typeName];
  return loader ? loader(ref.id, ctx) : null;
}

/** Forgets what this request loaded about a resource, so that reads after a mutation are fresh. */
export function clearResource(ref: ResourceRef, ctx: GatewayContext): void {
  ctx.loaders.places.interactions.clear(interactionKey(ref.resourceType, ref.id));
  const kind = kindOfTypeName(ref.typeName);
  if (kind) ctx.loaders.places.detail.clear(detailKey(kind.kind, ref.id));
  if (ref.typeName === 'NewsArticle') ctx.loaders.news.detail.clear(ref.id);
  if (ref.typeName === 'Activity') ctx.loaders.activities.detail.clear(ref.id);
  if (ctx.session.token) ctx.loaders.viewer.counts.clear(ctx.session.token);
}
