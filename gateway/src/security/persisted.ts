import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/** Where relay-compiler writes the client's persisted documents (client/relay.config.json). */
export const DEFAULT_PERSISTED_DOCUMENTS_PATH = fileURLToPath(new URL('../../../client/persisted-queries.json', import.meta.url));

export type GatewayMode = 'development' | 'production';

/**
 * The persisted-document map (id → document text), read from a JSON file (relay-compiler's
 * `persistConfig.file` format: `{ "<sha256>": "query …" }`). Re-read when the file changed
 * and an unknown id arrives (a client rebuilt while the gateway runs).
 */
export class PersistedDocuments {
  private map = new Map<string, string>();
  private mtimeMs = -1;

  constructor(private readonly path: string | null, initial: Record<string, string> = {}) {
    for (const [id, text] of Object.entries(initial)) this.map.set(id, text);
    this.reload();
  }

  get size(): number {
    return this.map.size;
  }

  private reload(): void {
    if (!this.path) return;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.path).mtimeMs;
    } catch {
      return;
    }
    if (mtimeMs === this.mtimeMs) return;
    try {
      const parsed = JSON.parse(readFileSync(this.path, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [id, text] of Object.entries(parsed as Record<string, unknown>)) {
          if (typeof text === 'string') this.map.set(id, text);
        }
      }
      this.mtimeMs = mtimeMs;
    } catch {
      // a half-written file: keep the current map, try again on the next miss
    }
  }

  get(id: string): string | null {
    const hit = this.map.get(id);
    if (hit !== undefined) return hit;
    this.reload();
    return this.map.get(id) ?? null;
  }
}

const ID = /^[A-Za-z0-9_:.-]{1,128}$/;

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

/**
 * Development: persisted ids and document texts are both accepted.
 * Production: ONLY persisted ids; any document text is refused with PERSISTED_QUERY_ONLY.
 */
export function persistedDocumentsPlugin(documents: PersistedDocuments, mode: GatewayMode): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: mode !== 'production',
    extractPersistedOperationId: (params, request) => extractDocumentId(params) ?? (request.method === 'GET' ? extractDocumentIdFromUrl(request.url) : null),
    getPersistedOperation: (id) => documents.get(id),
    customErrors: {
      persistedQueryOnly: {
        message: 'This gateway only runs persisted documents: send `documentId` instead of a query text.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } },
      },
      notFound: {
        message: 'Unknown persisted document id.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send a persisted `documentId` (or, in development, a `query`).',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
      },
    },
  }) as Plugin;
}
