import type { RouteObject } from 'react-router-dom';
import { devClient } from '@ctp/upstream/dev-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type Servers } from './harness';
import { completeTable, opens } from './routeTable';

/**
 * The route contract: every in-app path the graph emits on the demo data opens a screen of the
 * app, not the shell's catch-all (`*`, the "coming soon" page). The paths come from the running
 * system: the schema is read by introspection, and every field named `path` or `…Path` is asked
 * for wherever the graph reaches it from the root lists (each demo site's menus, home layout,
 * lists of every kind, the signed-in viewer's records), then on one object of each type through
 * `node(id:)` (the detail-level fields). Each path is matched against the complete route table:
 * the router's own routes and every family's table, loaded.
 */

/** The demo data set's live sites (the suspended Jiayuguan site answers SERVICE_SUSPENDED). */
const DEMO_SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100'];
/** A demo traveller with orders, reservations and records to list. */
const TRAVELLER = '13800000001';

/**
 * The path fields of the schema the crawl does not reach on the demo data, each with why. Every
 * other path field must be reached, so a new one is checked as soon as the schema has it.
 */
const NOT_REACHED: Record<string, string> = {
  'ChargingStation.mapPath':
    'free electricity is offered only on a site with a shop address (site513225) and the crawl signs in on site510100 only (electricity.test.ts opens it)',
  'Column.path': 'a column is fetched by its code only (`column(code:)`), and no list of the graph names the codes',
  'FollowedResource.path':
    "`User.followed` needs its `kind`, and the crawl's traveller follows none of the attention kinds (13800000002 does: follows.test.ts opens one)",
  'Message.linkPath':
    "a user's messages are reached through `Viewer.messageCenter.messages(messageClass:)`, a list with a required argument the crawl does not fill",
  'MessageReply.resourcePath': "only on a reply to the user's comment, which the demo data do not hold",
  'ReservationOrder.reviewPath': "null on the demo traveller's orders (only an order that can be reviewed has one)",
  'ReservationVoucher.mapPath': 'the one order read in full (`node`) has no voucher with a position',
  'FormSection.path':
    'a page is fetched by its key only (`page(key:)`), and no list of the graph names the keys (the gateway and browser pages tests check them)',
  'PageMapPoint.path':
    'a page is fetched by its key only (`page(key:)`), and no list of the graph names the keys (the gateway and browser pages tests check them)',
  'RobotAnswer.searchPath': "only in `askRobot`'s answer (a mutation; the crawl reads queries): robot.test.ts follows one",
  'RobotAnswerLink.path': "only in `askRobot`'s answer (a mutation; the crawl reads queries): robot.test.ts follows one",
  'SignInCode.path': "a team manager's only; the crawl signs in as a traveller",
  'TeamInvitation.path': "a team manager's only; the crawl signs in as a traveller",
};

/** How deep below a root field (or a node) the query follows objects to their paths. */
const DEPTH = 6;

// -- the schema, as introspection gives it ---------------------------------------------------

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface InputValue {
  name: string;
  type: TypeRef;
  defaultValue: string | null;
}
interface Field {
  name: string;
  args: InputValue[];
  type: TypeRef;
}
interface SchemaType {
  kind: string;
  name: string;
  fields: Field[] | null;
  possibleTypes: { name: string }[] | null;
  enumValues: { name: string }[] | null;
}

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }';
const INTROSPECTION = `{ __schema { queryType { name } types { kind name possibleTypes { name } enumValues { name }
  fields { name args { name defaultValue type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);
const isRequired = (arg: InputValue) => arg.type.kind === 'NON_NULL' && arg.defaultValue === null;
const isPathField = (f: Field) => /^(path|[a-z]\w*Path)$/.test(f.name) && named(f.type).name === 'String';
/** Every selected field is aliased `Type__field`: the same response name is always the same field, so no two selections conflict. */
const alias = (type: string, field: string) => `${type}__${field}`;
const PATH_KEY = /^(\w+)__(path|[a-z]\w*Path)$/;

class Schema {
  private readonly types = new Map<string, SchemaType>();
  /** The types `node(id:)` fetches. */
  readonly nodeTypes: Set<string>;
  private readonly reach = new Map<string, boolean>();
  readonly queryFields: Field[];

  constructor(data: { __schema: { queryType: { name: string }; types: SchemaType[] } }) {
    for (const t of data.__schema.types) this.types.set(t.name, t);
    this.queryFields = this.types.get(data.__schema.queryType.name)?.fields ?? [];
    this.nodeTypes = new Set((this.types.get('Node')?.possibleTypes ?? []).map((p) => p.name));
  }

  type(name: string): SchemaType {
    const t = this.types.get(name);
    if (!t) throw new Error(`no type ${name}`);
    return t;
  }

  /** Every path field of the schema's object types, `Type.field`. */
  pathFields(): string[] {
    return [...this.types.values()]
      .filter((t) => t.kind === 'OBJECT' && !t.name.startsWith('__'))
      .flatMap((t) => (t.fields ?? []).filter(isPathField).map((f) => `${t.name}.${f.name}`));
  }

  enumValues(ref: TypeRef): string[] {
    return (this.type(named(ref).name!).enumValues ?? []).map((v) => v.name);
  }

  /** The objects a selection may follow: fields of an object type that need no argument. */
  private followed(t: SchemaType): Field[] {
    return (t.fields ?? []).filter((f) => !f.args.some(isRequired) && ['OBJECT', 'INTERFACE', 'UNION'].includes(named(f.type).kind));
  }

  /**
   * Whether a path lies within `depth` levels of the type. An object that `node` fetches, met
   * below the top (`expand` false), counts when it has a path anywhere: its own id is asked for,
   * and the crawl asks `node` for the rest.
   */
  reaches(name: string, depth: number, expand: boolean): boolean {
    const key = `${name}:${depth}:${expand}`;
    const known = this.reach.get(key);
    if (known !== undefined) return known;
    this.reach.set(key, false);
    const t = this.type(name);
    let result = false;
    if (depth > 0 && t.kind !== 'OBJECT') result = (t.possibleTypes ?? []).some((p) => this.reaches(p.name, depth, expand));
    else if (depth > 0 && !expand && this.nodeTypes.has(name)) result = this.reaches(name, DEPTH, true);
    else if (depth > 0)
      result = (t.fields ?? []).some(isPathField) || this.followed(t).some((f) => this.reaches(named(f.type).name!, depth - 1, false));
    this.reach.set(key, result);
    return result;
  }

  /**
   * The selection of every path within `depth` levels of the type, with each object's type and
   * id. Below the top, an object that `node` fetches gives only its id and its own paths (the
   * crawl asks `node` for the rest), so one query does not grow with every way to reach a type.
   */
  selection(name: string, depth: number, expand: boolean): string {
    const t = this.type(name);
    if (t.kind !== 'OBJECT') {
      const parts = (t.possibleTypes ?? [])
        .filter((p) => this.reaches(p.name, depth, expand))
        .map((p) => `... on ${p.name} { ${this.selection(p.name, depth, expand)} }`);
      return ['__typename', ...parts].join(' ');
    }
    const fields = t.fields ?? [];
    const parts = ['__typename'];
    if (fields.some((f) => f.name === 'id' && named(f.type).name === 'ID')) parts.push(`${alias(name, 'id')}: id`);
    for (const f of fields.filter(isPathField)) parts.push(`${alias(name, f.name)}: ${f.name}`);
    if (!expand && this.nodeTypes.has(name)) return parts.join(' ');
    for (const f of this.followed(t)) {
      const child = named(f.type).name!;
      if (this.reaches(child, depth - 1, false))
        parts.push(`${alias(name, f.name)}: ${f.name} { ${this.selection(child, depth - 1, false)} }`);
    }
    return parts.join(' ');
  }
}

// -- asking the graph ------------------------------------------------------------------------

interface Emitted {
  path: string;
  from: string;
}

class Crawl {
  readonly paths: Emitted[] = [];
  /** Per type, one object's id (the first seen), to ask `node` for its detail-level fields. */
  private readonly ids = new Map<string, string>();
  private readonly asked = new Set<string>();

  constructor(
    private readonly servers: Servers,
    private readonly schema: Schema,
    private readonly site: string,
    private readonly token: string | null,
  ) {}

  private get label(): string {
    return this.token ? `${this.site}, signed in` : this.site;
  }

  private async ask(query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
    const res = await fetch(`${this.servers.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-code': this.site, ...(this.token ? { 'x-token': this.token } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
    // a field the site has no data for, or a service that refuses, answers an error beside the
    // rest: only a query the gateway refused as a whole says the crawl itself is wrong
    if (body.data === undefined) throw new Error(`${this.label}: ${query.slice(0, 120)}… refused: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  private collect(value: unknown, root: string): void {
    if (Array.isArray(value)) {
      for (const v of value) this.collect(v, root);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const typename = record.__typename;
    for (const [key, v] of Object.entries(record)) {
      const m = PATH_KEY.exec(key);
      if (m && typeof v === 'string' && v.startsWith('/'))
        this.paths.push({ path: v, from: `${this.label}: ${m[1]}.${m[2]} (via ${root})` });
      else if (
        typeof typename === 'string' &&
        key === alias(typename, 'id') &&
        typeof v === 'string' &&
        this.schema.nodeTypes.has(typename) &&
        !this.ids.has(typename)
      )
        this.ids.set(typename, v);
      else this.collect(v, root);
    }
  }

  /** Every root field that reaches a path: without arguments, or once per value of its one required enum argument. */
  async roots(): Promise<void> {
    for (const f of this.schema.queryFields) {
      const type = named(f.type).name!;
      if (f.name.startsWith('node') || !this.schema.reaches(type, DEPTH, true)) continue;
      const required = f.args.filter(isRequired);
      const calls =
        required.length === 0
          ? ['']
          : required.length === 1 && named(required[0]!.type).kind === 'ENUM'
            ? this.schema.enumValues(required[0]!.type).map((v) => `(${required[0]!.name}: ${v})`)
            : [];
      for (const args of calls) {
        const data = await this.ask(`{ ${alias('Query', f.name)}: ${f.name}${args} { ${this.schema.selection(type, DEPTH, true)} } }`);
        this.collect(data, `${f.name}${args}`);
      }
    }
  }

  /** One object of each type seen, through `node`, until no new type turns up. */
  async nodes(): Promise<void> {
    for (;;) {
      const next = [...this.ids].filter(([type]) => !this.asked.has(type) && this.schema.reaches(type, DEPTH, true));
      if (next.length === 0) return;
      for (const [type, id] of next) {
        this.asked.add(type);
        const data = await this.ask(
          `query ($id: ID!) { node(id: $id) { ... on ${type} { ${this.schema.selection(type, DEPTH, true)} } } }`,
          { id },
        );
        this.collect(data, `node(${type} ${id})`);
      }
    }
  }
}

async function signIn(servers: Servers, phone: string): Promise<string> {
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${servers.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data: Record<string, { errors: unknown[]; session?: { token: string } | null }> };
  };
  const asked = (await devClient(servers.upstreamUrl).clock()).now;
  const sent = await post('mutation ($phone: String!) { sendLoginCode(input: { phone: $phone }) { errors { message } } }', { phone });
  expect(sent.data.sendLoginCode?.errors).toEqual([]);
  const code = await devClient(servers.upstreamUrl).smsCode(phone, { sentAfter: asked - 2000, waitMs: 5000 });
  const signedIn = await post(
    'mutation ($phone: String!, $code: String!) { signIn(input: { phone: $phone, code: $code }) { errors { message } session { token } } }',
    { phone, code },
  );
  const token = signedIn.data.signIn?.session?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signedIn)}`);
  return token;
}

describe('route contract: every path the graph emits opens a screen', () => {
  let servers: Servers;
  let table: RouteObject[];
  const emitted: Emitted[] = [];

  beforeAll(async () => {
    // a crawl's queries are wide (every path within a few levels): above the public limits
    servers = await startServers({ gateway: { limits: { maxAliases: 100_000, maxTokens: 100_000, maxCost: 100_000_000, maxDepth: 40 } } });
    table = await completeTable();
  });
  afterAll(() => servers?.close());

  it('the graph is read from each demo site, anonymously and signed in: every path field is answered', async () => {
    const schema = new Schema(
      (
        (await (
          await fetch(`${servers.gatewayUrl}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: INTROSPECTION }),
          })
        ).json()) as { data: ConstructorParameters<typeof Schema>[0] }
      ).data,
    );
    const token = await signIn(servers, TRAVELLER);
    const crawls = [...DEMO_SITES.map((site) => new Crawl(servers, schema, site, null)), new Crawl(servers, schema, DEMO_SITES[0]!, token)];
    for (const crawl of crawls) {
      await crawl.roots();
      await crawl.nodes();
      emitted.push(...crawl.paths);
    }
    // every path field answered somewhere: the menus, the home's shelves, the places of every
    // kind, the traveller's orders…
    const reached = new Set(emitted.map((e) => /: (\w+\.\w+)/.exec(e.from)?.[1]));
    expect(
      schema
        .pathFields()
        .filter((f) => !reached.has(f))
        .sort(),
    ).toEqual(Object.keys(NOT_REACHED).sort());
  });

  it('each path opens a route of its own, not the catch-all', () => {
    // one match per address (the same path comes from many objects and sites)
    const firstFrom = new Map<string, string>();
    for (const e of emitted) {
      const pathname = e.path.split(/[?#]/)[0]!;
      if (!firstFrom.has(pathname)) firstFrom.set(pathname, e.from);
    }
    expect(firstFrom.size).toBeGreaterThan(0);
    const unrouted = [...firstFrom].filter(([pathname]) => [null, '*'].includes(opens(table, pathname)));
    expect(unrouted.map(([path, from]) => `${path} (from ${from})`)).toEqual([]);
  });
});
