import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Per-operation limits (graphql-armor). Sized from the client's real persisted queries with
 * headroom: armor's cost grows 1.5x per level and the biggest screen query (UserCollectionScreenQuery) costs ~73k.
 */
export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxTokens: number;
  maxDirectives: number;
}

export const LIMIT_DEFAULTS: OperationLimits = { maxDepth: 14, maxAliases: 15, maxCost: 200_000, maxTokens: 4_000, maxDirectives: 50 };

export function limitsPlugin(limits: OperationLimits): Plugin {
  const tag = (error: GraphQLError) => {
    (error.extensions as Record<string, unknown>).code = 'QUERY_TOO_COMPLEX';
  };
  const callbacks = { onReject: [(_ctx: unknown, error: GraphQLError) => tag(error)], propagateOnRejection: true };
  return EnvelopArmorPlugin({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...callbacks },
    maxAliases: { n: limits.maxAliases, ...callbacks },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true, ...callbacks },
    maxTokens: { n: limits.maxTokens, ...callbacks },
    maxDirectives: { n: limits.maxDirectives, ...callbacks },
    blockFieldSuggestion: { enabled: true },
  }) as Plugin;
}
