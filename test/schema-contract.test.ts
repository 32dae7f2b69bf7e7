// The contract every frontend learns from GraphiQL: every type, field, argument and enum value
// is described, and the Relay conventions hold (Node ids, connections, edges, page info).
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isNonNullType,
  isListType,
  getNamedType,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const userTypes = Object.values(schema.getTypeMap()).filter(
  (t) => !t.name.startsWith('__') && !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(t.name),
);

function undescribed(t: GraphQLNamedType): string[] {
  const out: string[] = [];
  if (!t.description?.trim()) out.push(t.name);
  if (isObjectType(t) || isInterfaceType(t) || isInputObjectType(t)) {
    for (const f of Object.values(t.getFields())) {
      if (!f.description?.trim()) out.push(`${t.name}.${f.name}`);
      if ('args' in f) for (const a of f.args) if (!a.description?.trim()) out.push(`${t.name}.${f.name}(${a.name})`);
    }
  }
  if (isEnumType(t)) for (const v of t.getValues()) if (!v.description?.trim()) out.push(`${t.name}.${v.name}`);
  return out;
}

describe('schema.graphql', () => {
  it('describes every type, field, argument and enum value', () => {
    expect(userTypes.flatMap(undescribed)).toEqual([]);
  });

  it('gives every Node a non-null ID and node/nodes root fields', () => {
    const node = schema.getType('Node');
    expect(node && isInterfaceType(node)).toBe(true);
    for (const t of userTypes) {
      if (!(isObjectType(t) || isInterfaceType(t))) continue;
      if (!t.getInterfaces().some((i) => i.name === 'Node')) continue;
      expect(String(t.getFields().id?.type), `${t.name}.id`).toBe('ID!');
    }
    const q = schema.getQueryType()!.getFields();
    expect(String(q.node?.type)).toBe('Node');
    expect(String(q.nodes?.type)).toBe('[Node]!');
  });

  it('shapes every connection the Relay way', () => {
    const connections = userTypes.filter((t) => t.name.endsWith('Connection'));
    expect(connections.length).toBeGreaterThan(0);
    for (const c of connections) {
      if (!isObjectType(c)) throw new Error(`${c.name} must be an object type`);
      const f = c.getFields();
      expect(String(f.pageInfo?.type), `${c.name}.pageInfo`).toBe('PageInfo!');
      const edgesType = f.edges?.type;
      expect(edgesType && isNonNullType(edgesType) && isListType(edgesType.ofType), `${c.name}.edges`).toBe(true);
      const edge = getNamedType(edgesType!);
      if (!isObjectType(edge)) throw new Error(`${edge.name} must be an object type`);
      expect(edge.name, `${c.name} edge name`).toBe(c.name.replace(/Connection$/, 'Edge'));
      expect(String(edge.getFields().cursor?.type)).toBe('String!');
      expect(edge.getFields().node).toBeDefined();
    }
    // Every field returning a connection takes first/after.
    for (const t of userTypes) {
      if (!(isObjectType(t) || isInterfaceType(t))) continue;
      for (const f of Object.values(t.getFields())) {
        if (!getNamedType(f.type).name.endsWith('Connection')) continue;
        const args = f.args.map((a) => a.name);
        expect(args, `${t.name}.${f.name}`).toEqual(expect.arrayContaining(['first', 'after']));
      }
    }
  });
});
