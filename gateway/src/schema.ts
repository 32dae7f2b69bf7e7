import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers.ts';

/** The client contract, read from the repository root. */
export const SCHEMA_URL = new URL('../../schema.graphql', import.meta.url);

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_URL, 'utf8');
}

export function createSchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'error' },
  });
}
