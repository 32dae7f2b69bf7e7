import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, watch } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/** Where relay-compiler writes the H5 app's persisted documents (client/relay.config.json). */
export const DEFAULT_PERSISTED_DOCUMENTS_PATH = fileURLToPath(new URL('../../../client/persisted-queries.json', import.meta.url));

export type GatewayMode = 'development' | 'production';

/** The H5 app's client name: the client of every request that names none. */
export const DEFAULT_CLIENT_NAME = 'ctp-h5';
/** Request headers naming the client and its version (the names Apollo and GraphOS use). */
export const CLIENT_NAME_HEADER = 'graphql-client-name';
export const CLIENT_VERSION_HEADER = 'graphql-client-version';

const CLIENT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const CLIENT_VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

/**
 * The client a request says it is: `name` is the `graphql-client-name` header, the H5 app when
 * absent, null when malformed (refused like an unknown client); `version` the well-formed
 * `graphql-client-version` header, else null.
 */
export interface RequestClient {
  name: string | null;
  version: string | null;
}

type HeaderValue = string | string[] | null | undefined;

/** The client of a request, from its two headers (Node's or the Fetch API's header values). */
export function requestClientOf(nameHeader: HeaderValue, versionHeader: HeaderValue): RequestClient {
  const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const name = first(nameHeader);
  const version = first(versionHeader);
  return {
    name: name === '' ? DEFAULT_CLIENT_NAME : CLIENT_NAME.test(name) ? name : null,
    version: CLIENT_VERSION.test(version) ? version : null,
  };
}

/** The client of a Fetch API request (inside yoga). */
export function clientOfRequest(request: Request): RequestClient {
  return requestClientOf(request.headers.get(CLIENT_NAME_HEADER), request.headers.get(CLIENT_VERSION_HEADER));
}

/** One client's manifest as loaded: its name, version and documents (id → text). */
export interface ClientManifest {
  name: string;
  version: string;
  documents: number;
}

interface LoadedClient {
  version: string;
  documents: Map<string, string>;
  /** The file that registered the client (one file per client). */
  path: string | null;
}

export interface PersistedDocumentsOptions {
  /** The H5 app's manifest (relay-compiler's map); null = none. */
  defaultPath: string | null;
  /** A folder of other clients' manifests (`*.json`); null = none. */
  dir?: string | null;
  /** Extra documents of the H5 app (tests). */
  extra?: Record<string, string>;
  /** A manifest that cannot be used (malformed, a name taken twice): logged, never thrown. */
  warn?: (message: string, fields: Record<string, unknown>) => void;
  /** Called after each load that changed something, with every client's manifest. */
  onLoad?: (clients: ClientManifest[]) => void;
}

/**
 * The persisted documents of every client. The H5 app's manifest is relay-compiler's map
 * (`{ "<sha256>": "query …" }`); a manifest in the folder is either that map (the client is named
 * after the file, its version is a hash of the content) or
 * `{ "name": "…", "version": "…", "documents": { "<id>": "query …" } }`.
 *
 * A changed manifest is read again when an unknown id or client arrives, and when the folder's
 * watcher reports a change: its documents are added to what the client had (browsers still running
 * the previous build keep working). `reload()` (SIGHUP) starts afresh from the files, dropping the
 * ids and clients no manifest lists any more.
 */
export class PersistedDocuments {
  private clients = new Map<string, LoadedClient>();
  private mtimes = new Map<string, number>();
  private watcher: FSWatcher | null = null;

  constructor(private readonly options: PersistedDocumentsOptions) {
    this.reload();
  }

  /** Every registered client with its version and number of documents. */
  manifests(): ClientManifest[] {
    return [...this.clients].map(([name, c]) => ({ name, version: c.version, documents: c.documents.size }));
  }

  /** Whether `name` is a registered client (no file is read). */
  hasClient(name: string | null): boolean {
    return name !== null && this.clients.has(name);
  }

  /** The registered version of a client, or null. */
  versionOf(name: string | null): string | null {
    return name === null ? null : (this.clients.get(name)?.version ?? null);
  }

  /** The text of a client's document, re-reading changed manifests on a miss; null when unknown. */
  get(client: string | null, id: string): string | null {
    if (client === null) return null;
    const hit = this.clients.get(client)?.documents.get(id);
    if (hit !== undefined) return hit;
    if (this.refresh()) return this.clients.get(client)?.documents.get(id) ?? null;
    return null;
  }

  /** Starts afresh from the files (SIGHUP): ids and clients no manifest lists any more are gone. */
  reload(): void {
    this.clients = new Map();
    this.mtimes = new Map();
    const extra = Object.entries(this.options.extra ?? {});
    if (extra.length > 0) this.clients.set(DEFAULT_CLIENT_NAME, { version: 'extra', documents: new Map(extra), path: null });
    this.refresh(true);
  }

  /** Watches the folder so that a changed manifest is read at once (where the file system reports it). */
  watch(): void {
    const dir = this.options.dir;
    if (!dir || this.watcher) return;
    try {
      this.watcher = watch(dir, { persistent: false }, () => this.refresh());
      this.watcher.on('error', () => this.unwatch());
    } catch {
      // no watching on this file system: changes are still read on the next unknown id or SIGHUP
    }
  }

  unwatch(): void {
    this.watcher?.close();
    this.watcher = null;
  }

  /** Reads the manifests whose file changed since the last read; true when something was loaded. */
  private refresh(force = false): boolean {
    const files: string[] = [];
    if (this.options.defaultPath) files.push(this.options.defaultPath);
    if (this.options.dir) files.push(...manifestFiles(this.options.dir));
    let changed = false;
    for (const path of files) {
      let mtimeMs: number;
      try {
        mtimeMs = statSync(path).mtimeMs;
      } catch {
        continue;
      }
      if (this.mtimes.get(path) === mtimeMs) continue;
      const loaded = this.read(path);
      if (!loaded) continue; // half-written or malformed: tried again on the next miss
      this.mtimes.set(path, mtimeMs);
      const owner = this.clients.get(loaded.name);
      if (owner?.path && owner.path !== path) {
        this.options.warn?.('persisted documents: client name already registered by another manifest; ignored', {
          path,
          client: loaded.name,
          registeredBy: owner.path,
        });
        continue;
      }
      const documents = owner?.documents ?? new Map<string, string>();
      for (const [id, text] of loaded.documents) documents.set(id, text);
      this.clients.set(loaded.name, { version: loaded.version, documents, path });
      changed = true;
    }
    if (changed || force) this.options.onLoad?.(this.manifests());
    return changed;
  }

  private read(path: string): { name: string; version: string; documents: Map<string, string> } | null {
    let raw: string;
    let parsed: unknown;
    try {
      raw = readFileSync(path, 'utf8');
      parsed = JSON.parse(raw);
    } catch {
      return null;
    }
    const manifest = parseManifest(parsed, path === this.options.defaultPath ? DEFAULT_CLIENT_NAME : basename(path, '.json'), raw);
    if (typeof manifest === 'string') {
      this.options.warn?.(`persisted documents: ${manifest}; ignored`, { path });
      return null;
    }
    if (path !== this.options.defaultPath && manifest.name === DEFAULT_CLIENT_NAME) {
      this.options.warn?.("persisted documents: the H5 app's manifest is PERSISTED_DOCUMENTS_PATH, not one in the folder; ignored", {
        path,
      });
      return null;
    }
    return manifest;
  }
}

function manifestFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .sort()
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

const ID = /^[A-Za-z0-9_:.-]{1,128}$/;

/**
 * A manifest's name, version and documents; a string says why it cannot be used. A plain map is
 * named `fallbackName` and versioned by a hash of its content.
 */
export function parseManifest(
  parsed: unknown,
  fallbackName: string,
  raw: string,
): { name: string; version: string; documents: Map<string, string> } | string {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object';
  const object = parsed as Record<string, unknown>;
  const envelope = typeof object.documents === 'object' && object.documents !== null;
  const name = envelope ? object.name : fallbackName;
  const version = envelope ? object.version : `sha256-${createHash('sha256').update(raw).digest('hex').slice(0, 12)}`;
  if (typeof name !== 'string' || !CLIENT_NAME.test(name)) return 'missing or malformed client name';
  if (typeof version !== 'string' || !CLIENT_VERSION.test(version)) return 'missing or malformed client version';
  const documents = new Map<string, string>();
  for (const [id, text] of Object.entries((envelope ? object.documents : object) as Record<string, unknown>)) {
    if (ID.test(id) && typeof text === 'string') documents.set(id, text);
  }
  return { name, version, documents };
}

/** The persisted id of a request: `documentId` (GraphQL-over-HTTP), `doc_id`, `id`, or APQ's sha256Hash. */
export function extractDocumentId(params: GraphQLParams): string | null {
  const p = params as GraphQLParams & { documentId?: unknown; doc_id?: unknown; id?: unknown };
  const ext = params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined;
  const candidate = p.documentId ?? p.doc_id ?? p.id ?? ext?.persistedQuery?.sha256Hash;
  if (typeof candidate !== 'string') return null;
  const id = candidate.replace(/^sha256:/, '');
  return ID.test(id) ? id : null;
}

/** A persisted id in a GET request's query string (yoga's GET parser keeps only the standard parameters). */
export function extractDocumentIdFromUrl(url: string): string | null {
  const search = new URL(url, 'http://gateway.invalid').searchParams;
  const candidate = search.get('documentId') ?? search.get('doc_id');
  return candidate ? extractDocumentId({ documentId: candidate } as GraphQLParams) : null;
}

/** Extra body parameters yoga must accept next to query/variables/operationName/extensions. */
export const PERSISTED_PARAM_NAMES = ['documentId', 'doc_id', 'id'];

const NOT_FOUND = { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } };

/**
 * Development: persisted ids and document texts are both accepted.
 * Production: ONLY persisted ids; any document text is refused with PERSISTED_QUERY_ONLY.
 * Either way an id runs only among the documents of the request's client (`graphql-client-name`,
 * the H5 app when absent); an unknown client or id is refused with PERSISTED_QUERY_NOT_FOUND
 * (`reason: UNKNOWN_CLIENT` for the client).
 */
export function persistedDocumentsPlugin(documents: PersistedDocuments, mode: GatewayMode): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: mode !== 'production',
    extractPersistedOperationId: (params, request) =>
      extractDocumentId(params) ?? (request.method === 'GET' ? extractDocumentIdFromUrl(request.url) : null),
    getPersistedOperation: (id, request) => documents.get(clientOfRequest(request).name, id),
    customErrors: {
      persistedQueryOnly: {
        message: 'This gateway only runs persisted documents: send `documentId` instead of a query text.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
      notFound: ({ request }) =>
        documents.hasClient(clientOfRequest(request).name)
          ? createGraphQLError('Unknown persisted document id.', { extensions: NOT_FOUND })
          : createGraphQLError(`Unknown client: \`${CLIENT_NAME_HEADER}\` names no registered client (send none for the H5 app).`, {
              extensions: { ...NOT_FOUND, reason: 'UNKNOWN_CLIENT' },
            }),
      keyNotFound: {
        message: 'Send a persisted `documentId` (or, in development, a `query`).',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
      },
    },
  }) as Plugin;
}
