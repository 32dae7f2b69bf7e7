import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { mergedTypeDefs } from './core/sdl.ts';
import { resolvers } from './registry.ts';

/** The executable graph: the domains' SDL merged (core/sdl.ts) with the registry's resolvers. */
export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: mergedTypeDefs(),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'error' },
  });
}
