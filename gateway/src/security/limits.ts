import { EnvelopArmor } from '@escape.tech/graphql-armor';
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
  const plugins = new EnvelopArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true, ...callbacks },
    maxAliases: { n: limits.maxAliases, ...callbacks },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true, ...callbacks },
    maxTokens: { n: limits.maxTokens, ...callbacks },
    maxDirectives: { n: limits.maxDirectives, ...callbacks },
    blockFieldSuggestion: { enabled: true },
  }).protect().plugins as Plugin[];
  // The limits depend on the document alone: a document that passed once is not measured again
  // (armor's cost rule alone takes ~100 ms on the app's biggest queries).
  const accepted = new Set<string>();
  const remember = (key: string) => {
    if (accepted.size >= 2000) accepted.clear();
    accepted.add(key);
  };
  type ValidateHook = NonNullable<Plugin['onValidate']>;
  const wrap = (plugin: Plugin): Plugin => {
    const inner = plugin.onValidate as ValidateHook | undefined;
    if (!inner) return plugin;
    const onValidate: ValidateHook = (payload) => {
      const key = payload.params.documentAST.loc?.source.body;
      if (key && accepted.has(key)) return undefined;
      const after = inner(payload) as ((end: { valid: boolean }) => void) | undefined;
      return ((end: { valid: boolean }) => {
        if (end.valid && key) remember(key);
        if (typeof after === 'function') after(end);
      }) as never;
    };
    return { ...plugin, onValidate };
  };
  return {
    onPluginInit({ addPlugin }) {
      for (const plugin of plugins) addPlugin(wrap(plugin));
    },
  };
}

/**
 * Remembers documents that passed validation (the GraphQL rules and the limits above) so that
 * the app's documents are validated once per process, not per request: the rules depend only on
 * the document and the schema, and the overlapping-fields rule alone costs 15–50 ms on the
 * biggest screen queries. Bounded; failures are never cached.
 */
export function validationCachePlugin(max = 2000): Plugin {
  const valid = new Set<string>();
  return {
    onValidate({ params, setResult }) {
      const key = params.documentAST.loc?.source.body;
      if (key && valid.has(key)) {
        setResult([]);
        return undefined;
      }
      return ({ valid: ok }: { valid: boolean }) => {
        if (!ok || !key) return;
        if (valid.size >= max) valid.clear();
        valid.add(key);
      };
    },
  };
}
