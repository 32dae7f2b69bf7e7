import type { Resolvers } from '../generated/resolvers-types.ts';
import type { Loaders, RequestScope } from './context.ts';
import type { NodeLoader } from './relay/node.ts';

/**
 * Per-request loader factories, under the key they fill in `ctx.loaders`. `loaders` is the
 * request's whole (lazy) set: another domain's loaders are reached through it, never by import.
 */
export type LoaderFactories = { readonly [K in keyof Loaders]?: (scope: RequestScope, loaders: Loaders) => Loaders[K] };

/**
 * One domain of the graph, as its `index.ts` exports it and `registry.ts` composes it: the
 * resolvers of its SDL (`schema.graphql` beside it), how to load its Node types by id, and the
 * per-request loaders it adds to `ctx.loaders` (created on first use).
 */
export interface DomainModule {
  readonly name: string;
  readonly resolvers: Resolvers;
  /** Node type name → loader by raw id (Relay `node(id:)`). */
  readonly nodes?: Readonly<Record<string, NodeLoader<unknown>>>;
  readonly loaders?: LoaderFactories;
  /** Forgets what the request's loaders hold about one of its Nodes (after a mutation changed it). */
  readonly forget?: (typeName: string, rawId: string, loaders: Loaders) => void;
}
