// Every refusal message the reference upstream can answer (the string literals of its source),
// read by every domain's own table: two domains may not claim one message with different codes,
// and a domain's own table decides before the core's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refusalFor } from '../../src/core/user-errors.ts';
import { DOMAINS } from '../../src/registry.ts';

const UPSTREAM_SRC = fileURLToPath(new URL('../../../upstream/src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' || name === 'testing' ? [] : sources(path);
    return name.endsWith('.ts') && !/(^|-)(seed|data|content|demo)/.test(name) ? [path] : [];
  });
}

/** The upstream's short Chinese literals: its refusal messages among them. */
const MESSAGES = [
  ...new Set(
    sources(UPSTREAM_SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'([^'\n]{2,40})'|`([^`$\n]{2,40})`/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((text) => /[\u4e00-\u9fff]/.test(text)),
    ),
  ),
];

const TABLES = DOMAINS.filter((d) => d.refusals && d.refusals.length > 0).map((d) => ({ name: d.name, refusals: d.refusals! }));

describe("the domains' refusal tables", () => {
  it('read a few hundred upstream messages', () => {
    expect(MESSAGES.length).toBeGreaterThan(200);
    expect(TABLES.length).toBeGreaterThan(8);
  });

  it('no two domains claim one upstream message with different codes', () => {
    const clashes: string[] = [];
    for (const message of MESSAGES) {
      const claims = TABLES.flatMap((t) => {
        const code = t.refusals.find(([pattern]) => pattern.test(message))?.[1];
        return code ? [`${t.name}:${code}`] : [];
      });
      if (new Set(claims.map((c) => c.split(':')[1])).size > 1) clashes.push(`${message} → ${claims.join(', ')}`);
    }
    expect(clashes).toEqual([]);
  });

  it("a domain's own reading comes before the shared one", () => {
    for (const t of TABLES) {
      for (const message of MESSAGES) {
        const own = t.refusals.find(([pattern]) => pattern.test(message))?.[1];
        if (own) expect(refusalFor(message, null, t.refusals).code, `${t.name}: ${message}`).toBe(own);
      }
    }
  });
});
