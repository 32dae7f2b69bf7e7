import { defaultFieldResolver, getNamedType, isInterfaceType, isObjectType } from 'graphql';
import type { GraphQLOutputType, GraphQLSchema } from 'graphql';
import { validateFirst } from '../core/relay/connection.ts';

/** True for a field that answers a Relay connection (`…Connection`, with a `first` argument). */
export function isConnectionField(field: { type: unknown; args: ReadonlyArray<{ name: string }> }): boolean {
  return getNamedType(field.type as GraphQLOutputType).name.endsWith('Connection') && field.args.some((a) => a.name === 'first');
}

/**
 * Every connection field of the schema goes through the connection builder's page-size rule
 * (`validateFirst`: 1 ≤ first ≤ 50) BEFORE its resolver runs, whatever the resolver does:
 * a domain added later cannot forget it. Mutates the schema's field resolvers in place.
 */
export function enforcePageSize(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isInterfaceType(type) || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!isConnectionField(field)) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        validateFirst(args.first as number | null | undefined);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
