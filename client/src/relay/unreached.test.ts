import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RELAY_SWITCHED_OFF, RELAY_UNREACHED } from '../../scripts/relay-unreached';

const require = createRequire(import.meta.url);
const CLIENT = fileURLToPath(new URL('../../', import.meta.url));

const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The relative modules a CommonJS file requires, as absolute paths without `.js`. */
const requiresOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/require\(["'](\.{1,2}\/[^"']+)["']\)/g)].map((m) =>
    resolve(dirname(file), (m[1] ?? '').replace(/\.js$/, '')),
  );

const packageLib = (name: string) => join(dirname(require.resolve(`${name}/package.json`, { paths: [CLIENT] })), 'lib');

describe("relay-runtime's modules left out of the build (scripts/relay-unreached.ts)", () => {
  const lib = packageLib('relay-runtime');
  const listed = new Set(RELAY_UNREACHED.map((u) => join(lib, u.module)));

  it('are required by no module of relay-runtime but its main and experimental modules and each other', () => {
    const allowed = new Set([join(lib, 'index'), join(lib, 'experimental'), ...listed]);
    const requirers = new Map<string, string[]>();
    for (const file of filesUnder(lib, /\.js$/)) {
      for (const target of requiresOf(file)) requirers.set(target, [...(requirers.get(target) ?? []), file.replace(/\.js$/, '')]);
    }
    for (const u of RELAY_UNREACHED) {
      const by = requirers.get(join(lib, u.module)) ?? [];
      expect(by.length, `${u.module}: not found in relay-runtime`).toBeGreaterThan(0);
      expect(
        by.filter((f) => !allowed.has(f)).map((f) => relative(lib, f)),
        `${u.module} is required by other relay-runtime modules`,
      ).toEqual([]);
    }
  });

  it('export nothing the app or the react-relay hooks it uses name', () => {
    // the react-relay modules in the build: those scripts/relay-hooks.mjs imports and what they require
    const hooksLib = packageLib('react-relay');
    const facade = readFileSync(join(CLIENT, 'scripts/relay-hooks.mjs'), 'utf8');
    const queue = [...facade.matchAll(/from 'react-relay\/lib\/([^']+)\.js'/g)].map((m) => join(hooksLib, m[1] ?? ''));
    expect(queue.length).toBeGreaterThan(5);
    const reached = new Set<string>();
    while (queue.length) {
      const next = queue.pop() as string;
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(...requiresOf(`${next}.js`).filter((f) => f.startsWith(hooksLib)));
    }
    const sources = [
      ...[...reached].map((f) => `${f}.js`),
      ...filesUnder(join(CLIENT, 'src'), /\.tsx?$/).filter((f) => !/\.test\.tsx?$/.test(f)),
    ].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
    for (const u of RELAY_UNREACHED) {
      for (const name of u.exports) {
        const users = sources.filter((s) => new RegExp(`\\b${name}\\b`).test(s.text)).map((s) => relative(CLIENT, s.file));
        expect(users, `${name} (relay-runtime's ${u.module}) is used`).toEqual([]);
      }
    }
  });
});

describe("react-relay's variants a feature switch passes over (scripts/relay-unreached.ts)", () => {
  const lib = packageLib('react-relay');

  it('are required only by their switch, which picks the other variant while the flag is on', () => {
    for (const v of RELAY_SWITCHED_OFF) {
      const by = filesUnder(lib, /\.js$/).filter((f) => requiresOf(f).includes(join(lib, v.module)));
      expect(
        by.map((f) => relative(lib, f)),
        v.module,
      ).toEqual([`${v.switch}.js`]);
      const other = readFileSync(join(lib, `${v.switch}.js`), 'utf8');
      expect(other, v.switch).toMatch(new RegExp(`if \\(\\w+\\.RelayFeatureFlags\\.${v.flag}\\) \\{\\s*return [^;]*_EXPERIMENTAL`));
    }
  });

  it("have their flag on: relay-runtime's default, which the app never changes", async () => {
    const { RelayFeatureFlags } = (await import('relay-runtime')) as unknown as { RelayFeatureFlags: Record<string, unknown> };
    for (const v of RELAY_SWITCHED_OFF) expect(RelayFeatureFlags[v.flag], v.flag).toBe(true);
    const setters = filesUnder(join(CLIENT, 'src'), /\.tsx?$/)
      .filter((f) => !/\.test\.tsx?$/.test(f) && /\bRelayFeatureFlags\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(CLIENT, f));
    expect(setters).toEqual([]);
  });
});
