import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
/**
 * The refresh mutation is sent by the network layer itself, never through Relay (no recursion);
 * the sign-in at page load (the messaging app's, a native app's handover) runs before the router and the first screen exist;
 * the visit analytics' batch goes as a keepalive request while the page is going (it has no payload errors to read).
 */
const NETWORK_LAYER_MUTATIONS = new Set(['session/refresh.ts', 'relay/appSignIn.ts', 'analytics/collector.ts']);
/**
 * Uploads go as GraphQL multipart requests over XMLHttpRequest (relay/upload.ts), for the bytes
 * sent so far: never through Relay's network, so they read their payload's raw `errors { code message }`.
 */
const MULTIPART_MUTATIONS = new Set(['widgets/upload/useUploads.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === '__generated__' ? [] : sources(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const mutationFiles = files.filter((f) => /graphql`\s*mutation /.test(f.text));

/** The selections of every `errors { … }` inside the file's mutation documents. */
function errorSelections(text: string): string[] {
  const docs = [...text.matchAll(/graphql`(\s*mutation [^`]*)`/g)].map((m) => m[1] ?? '');
  return docs.flatMap((doc) => [...doc.matchAll(/\berrors\s*\{([^}]*)\}/g)].map((m) => (m[1] ?? '').trim()));
}

describe('mutations', () => {
  it('are all committed through useGraphMutation', () => {
    expect(mutationFiles.length).toBeGreaterThan(10);
    for (const f of mutationFiles) {
      if (NETWORK_LAYER_MUTATIONS.has(f.path) || MULTIPART_MUTATIONS.has(f.path)) continue;
      expect(f.text, f.path).toContain('useGraphMutation<');
    }
    const direct = files.filter((f) => f.path !== 'relay/useGraphMutation.ts' && /\b(useMutation|commitMutation)\b/.test(f.text));
    expect(direct.map((f) => f.path)).toEqual([]);
  });

  it('read their payload errors through the one UserError fragment', () => {
    const selections = mutationFiles
      .filter((f) => !MULTIPART_MUTATIONS.has(f.path))
      .flatMap((f) => errorSelections(f.text).map((s) => [f.path, s] as const));
    expect(selections.length).toBeGreaterThan(10);
    for (const [path, selection] of selections) expect(selection, path).toBe('...useGraphMutation_error');
  });
});
