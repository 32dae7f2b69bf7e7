import type { Resolvers } from '../generated/resolvers-types.ts';
import type { Loaders, RequestScope } from './context.ts';
import type { NodeLoader } from './relay/node.ts';
import type { SomeUserErrorTexts } from './messages.ts';
import type { Refusal } from './user-errors.ts';
import type { ResourceTypeEntry } from './resource-types.ts';

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
  /**
   * The texts of the user-error codes this domain adds (`extend enum UserErrorCode` in its SDL),
   * in all five languages: the gateway words its errors once for every frontend.
   */
  readonly errorTexts?: SomeUserErrorTexts;
  /** Upstream code-1 messages that mean one of this domain's codes. */
  readonly refusals?: readonly Refusal[];
  /**
   * Its Node types that can be liked, favourited, followed or commented (the `Interactable` /
   * `Commentable` fields of the interactions and comments domains), by the upstream's resourceType.
   */
  readonly resourceTypes?: readonly ResourceTypeEntry[];
  /** In-app detail pages (`{id}` replaced) of its other resource types, by resourceType (banner links). */
  readonly detailPaths?: Readonly<Record<string, string>>;
}
