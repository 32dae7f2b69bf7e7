import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../scripts/initial-js.mjs';

/**
 * The SM4 key phones and sign-in codes are encrypted with stays on the servers: no file of the
 * built app (scripts, pages, precompressed copies aside) holds it. The key is read from the
 * gateway's source (its one owner), so a changed default is checked too. Run after a build.
 */
const gatewaySm4 = readFileSync(new URL('../../gateway/src/core/sm4.ts', import.meta.url), 'utf8');
const KEY = /DEFAULT_SM4_KEY = '([0-9a-f]{32})'/.exec(gatewaySm4)?.[1] ?? '';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(br|gz)$/.test(name) ? [] : [path];
  });
}

describe('the SM4 key', () => {
  it('is not in the built app', () => {
    expect(KEY).toMatch(/^[0-9a-f]{32}$/);
    const all = files(CLIENT_DIST);
    expect(all.some((f) => f.endsWith('.js'))).toBe(true);
    const holding = all.filter((f) => {
      const text = readFileSync(f, 'latin1').toLowerCase();
      return text.includes(KEY);
    });
    expect(holding).toEqual([]);
  });
});
