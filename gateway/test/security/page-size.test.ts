// Every connection field reachable from Query without arguments we cannot guess refuses
// first: 51 with BAD_USER_INPUT (the connection builder's page-size rule, enforced for every
// connection field by security/page-size.ts).
import { getNamedType, isEnumType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType } from 'graphql';
import type { GraphQLArgument, GraphQLField, GraphQLNamedType, GraphQLObjectType, GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../../src/schema.ts';
import { enforcePageSize, isConnectionField } from '../../src/security/page-size.ts';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const schema = createSchema();

/** A literal for a required argument, or null when it cannot be guessed. */
function guess(arg: GraphQLArgument): string | null {
  if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) return '';
  const t = arg.type.ofType as GraphQLInputType;
  if (isEnumType(t)) return `${arg.name}: ${t.getValues()[0]!.name}`;
  if (isScalarType(t) && t.name === 'String') return `${arg.name}: "a"`;
  if (isScalarType(t) && t.name === 'Int') return `${arg.name}: 1`;
  return null;
}

function argsFor(field: GraphQLField<unknown, unknown>, extra: string): string | null {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (arg.name === 'first') continue;
    const g = guess(arg);
    if (g === null) return null;
    if (g) parts.push(g);
  }
  if (extra) parts.push(extra);
  return parts.length ? `(${parts.join(', ')})` : '';
}

interface Probe {
  coordinate: string;
  query: string;
}

/** Walks from Query (depth ≤ 3 object hops; lists and connections through their first node). */
function probes(): { probes: Probe[]; unreachable: string[] } {
  const out: Probe[] = [];
  const all = new Set<string>();
  const reached = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const f of Object.values(type.getFields())) if (isConnectionField(f)) all.add(`${type.name}.${f.name}`);
  }
  const walk = (type: GraphQLObjectType, wrap: (inner: string) => string, depth: number, seen: Set<string>) => {
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      const named = getNamedType(field.type) as GraphQLNamedType;
      if (isConnectionField(field)) {
        const args = argsFor(field, 'first: 51');
        if (args !== null && !reached.has(coordinate)) {
          reached.add(coordinate);
          out.push({ coordinate, query: wrap(`${field.name}${args} { totalCount }`) });
        }
        if (args !== null && depth < 3) {
          const edgeNode = (named as GraphQLObjectType).getFields().edges;
          const node = edgeNode && (getNamedType(edgeNode.type) as GraphQLObjectType).getFields().node;
          const nodeArgs = argsFor(field, 'first: 1');
          if (node && nodeArgs !== null) {
            descend(
              getNamedType(node.type) as GraphQLNamedType,
              (inner) => wrap(`${field.name}${nodeArgs} { edges { node { ${inner} } } }`),
              depth,
              seen,
            );
          }
        }
        continue;
      }
      if (depth >= 3 || isScalarType(named) || isEnumType(named)) continue;
      const args = argsFor(field, '');
      if (args === null) continue;
      descend(named, (inner) => wrap(`${field.name}${args} { ${inner} }`), depth, seen);
      void isListType;
    }
  };
  const descend = (named: GraphQLNamedType, wrap: (inner: string) => string, depth: number, seen: Set<string>) => {
    const targets: GraphQLObjectType[] = isObjectType(named)
      ? [named]
      : isInterfaceType(named) || isUnionType(named)
        ? [...schema.getPossibleTypes(named)]
        : [];
    for (const t of targets) {
      if (seen.has(t.name)) continue;
      const frag = isObjectType(named) ? (inner: string) => wrap(inner) : (inner: string) => wrap(`... on ${t.name} { ${inner} }`);
      walk(t, frag, depth + 1, new Set([...seen, t.name]));
    }
  };
  walk(schema.getQueryType()!, (inner) => `{ ${inner} }`, 0, new Set(['Query']));
  return { probes: out, unreachable: [...all].filter((c) => !reached.has(c)) };
}

let h: Harness;
const refusedAt: string[] = [];
const vacuous: string[] = [];
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  console.log(
    `page-size: refused first: 51 at ${refusedAt.length} fields; parent empty for an anonymous visitor (not probed deeper): ${vacuous.join(', ') || 'none'}`,
  );
  await h.close();
});

describe('maximum page size on every connection', () => {
  const { probes: list, unreachable } = probes();

  it('every connection field takes `first`', () => {
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const f of Object.values(type.getFields())) {
        if (getNamedType(f.type).name.endsWith('Connection'))
          expect(
            f.args.map((a) => a.name),
            `${type.name}.${f.name}`,
          ).toContain('first');
      }
    }
  });

  it('the served schema checks first before any resolver of every connection field runs', () => {
    const served = enforcePageSize(createSchema());
    let checked = 0;
    for (const type of Object.values(served.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const f of Object.values(type.getFields())) {
        if (!isConnectionField(f)) continue;
        checked += 1;
        expect(() => f.resolve!({}, { first: 51 }, {}, {} as never), `${type.name}.${f.name}`).toThrow(/first must be between 1 and 50/);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('finds connection fields to probe', () => {
    expect(list.length).toBeGreaterThanOrEqual(5);
    console.log(
      `page-size probes: ${list.length} reachable (${list.map((p) => p.coordinate).join(', ')}); not reachable without unguessable arguments: ${unreachable.join(', ') || 'none'}`,
    );
  });

  it.each(list.map((p) => [p.coordinate, p] as const))('%s refuses first: 51', async (_c, probe) => {
    const r = await h.gql(probe.query);
    const errors = r.errors ?? [];
    const refused = errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT' && /first must be between 1 and 50/.test(e.message));
    // a parent that came back empty/null (no rows to descend into) cannot be probed deeper
    const parentEmpty = !refused && errors.length === 0 && !JSON.stringify(r.data).includes('totalCount');
    (refused ? refusedAt : vacuous).push(probe.coordinate);
    expect(refused || parentEmpty, `${probe.query} → ${JSON.stringify(r).slice(0, 400)}`).toBe(true);
  });
});
