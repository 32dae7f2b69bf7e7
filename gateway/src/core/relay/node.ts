import type { GatewayContext } from '../context.ts';
import type { ResolversInterfaceTypes, ResolversTypes } from '../../generated/resolvers-types.ts';

/** The source object of any Node: the mapper of its type (what its resolvers receive). */
export type NodeSource = ResolversInterfaceTypes<ResolversTypes>['Node'];
import { fromGlobalId } from './global-id.ts';

/** Loads the source object of one type by raw id; null when it does not exist. */
export type NodeLoader<S> = (rawId: string, ctx: GatewayContext) => Promise<S | null>;

export type NodeRegistry<S> = Readonly<Record<string, NodeLoader<S>>>;

/**
 * Resolves a global id through the registry. Ids that are malformed, of an unknown type or
 * of objects that do not exist resolve to null (Relay's `node` contract).
 */
export async function resolveNode<S>(registry: NodeRegistry<S>, id: string, ctx: GatewayContext): Promise<S | null> {
  const decoded = fromGlobalId(id);
  if (!decoded) return null;
  const loader = registry[decoded.type];
  return loader ? loader(decoded.rawId, ctx) : null;
}

export function resolveNodes<S>(registry: NodeRegistry<S>, ids: readonly string[], ctx: GatewayContext): Promise<Array<S | null>> {
  return Promise.all(ids.map((id) => resolveNode(registry, id, ctx)));
}
