import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_DOCUMENTS_PATH } from '../../src/security/persisted.ts';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const codes = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => (r.errors ?? []).map((e) => e.extensions?.code);

describe('operation limits (graphql-armor)', () => {
  it('refuses a query deeper than the limit', async () => {
    let q = 'name';
    for (let i = 0; i < 16; i += 1) q = `region { ${q} }`;
    const r = await h.gql(`{ site { ${q} } }`);
    expect(r.data).toBeNull();
    expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses too many aliases', async () => {
    const fields = Array.from({ length: 40 }, (_, i) => `a${i}: site { name }`).join(' ');
    const r = await h.gql(`{ ${fields} }`);
    expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses a document with too many tokens', async () => {
    const fields = Array.from({ length: 5000 }, () => '__typename').join(' ');
    const r = await h.gql(`{ ${fields} }`);
    expect(r.data ?? null).toBeNull();
    expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses too many directives', async () => {
    const r = await h.gql(`{ __typename ${'@include(if: true) '.repeat(60)} }`);
    expect(codes(r)).toContain('QUERY_TOO_COMPLEX');
  });

  it('does not suggest field names', async () => {
    const r = await h.gql('{ sit { name } }');
    expect(JSON.stringify(r.errors)).not.toMatch(/Did you mean/);
  });

  it.runIf(existsSync(DEFAULT_PERSISTED_DOCUMENTS_PATH) && readFileSync(DEFAULT_PERSISTED_DOCUMENTS_PATH, 'utf8').trim().length > 4)(
    'lets every persisted document of the app through',
    async () => {
      const docs = JSON.parse(readFileSync(DEFAULT_PERSISTED_DOCUMENTS_PATH, 'utf8')) as Record<string, string>;
      expect(Object.keys(docs).length).toBeGreaterThan(0);
      for (const [id, text] of Object.entries(docs)) {
        const r = await h.gql(text, {});
        expect(codes(r), `${id} ${text.slice(0, 60)}`).not.toContain('QUERY_TOO_COMPLEX');
      }
    },
  );
});
