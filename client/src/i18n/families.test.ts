import { describe, expect, it } from 'vitest';
import { loadBundle } from './index';

/**
 * Every screen family's own texts (`src/screens/<family>/locales/<lang>.ts`, loaded with the
 * family's screens) and every widget's that loads its own (`src/widgets/<widget>/locales`): all five languages, exactly CN's keys, no empty text, the same `{{vars}}`,
 * and English that is not a copy of the Chinese.
 */
type Tree = { [key: string]: string | Tree };

const FILES = import.meta.glob<{ default: Tree }>(['../screens/*/locales/*.ts', '../widgets/*/locales/*.ts'], { eager: true });
const LANGS = { cn: 'CN', en: 'EN', fr: 'FRENCH', ja: 'JAPANESE', ko: 'KOREAN' } as const;

/** i18next's plural forms (Intl.PluralRules categories): a language has the forms it needs. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural forms folded into one (`count_one`, `count_other` → `count_other`). */
function normalized(keys: Iterable<string>): string[] {
  return [...new Set([...keys].map((k) => k.replace(PLURAL, '_other')))].sort();
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const families = new Map<string, Partial<Record<keyof typeof LANGS, Tree>>>();
for (const [path, module] of Object.entries(FILES)) {
  const m = /(?:screens|widgets)\/([^/]+)\/locales\/(\w+)\.ts$/.exec(path);
  if (!m) continue;
  const entry = families.get(m[1]!) ?? {};
  entry[m[2] as keyof typeof LANGS] = module.default;
  families.set(m[1]!, entry);
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1]).sort();

describe('family texts', () => {
  it('are found (the glob reads src/screens/*/locales and src/widgets/*/locales)', () => {
    expect(Object.keys(FILES).every((p) => /\/locales\/(cn|en|fr|ja|ko)\.ts$/.test(p))).toBe(true);
  });

  for (const [family, langs] of families) {
    it(`${family}: five languages with CN's keys, no empty text, the same variables, English translated`, () => {
      expect(Object.keys(langs).sort(), family).toEqual(Object.keys(LANGS).sort());
      const ref = flatten(langs.cn!);
      for (const code of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
        const flat = flatten(langs[code]!);
        expect(normalized(flat.keys()), `${family}/${code}`).toEqual(normalized(ref.keys()));
        for (const [key, value] of flat) {
          expect(value.trim(), `${family}/${code}:${key}`).not.toBe('');
          if (!/_(zero|one|two|few)$/.test(key))
            expect(vars(value), `${family}/${code}:${key}`).toEqual(vars(ref.get(key.replace(PLURAL, '_other')) ?? ''));
        }
      }
      const copied = [...flatten(langs.en!)].filter(([k, v]) => v === ref.get(k) && /[\u4e00-\u9fff]/.test(v));
      expect(copied, family).toEqual([]);
    });
  }
});

describe('the texts the code asks for', () => {
  const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/locales/**', '!../**/*.test.ts', '!../__generated__/**'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });

  it("each literal key t('a.b') is in the texts of its family (screens/<a>/locales, widgets/<a>/locales) or of the app (i18n/locales)", async () => {
    const app = flatten((await loadBundle('CN')) as unknown as Tree);
    const has = (flat: Map<string, string>, key: string) => flat.has(key) || [...flat.keys()].some((k) => k.replace(PLURAL, '') === key);
    // a family's texts are under the name its texts.ts gives them (`familyTexts('guidedTours', …)`)
    const byName = new Map<string, Tree>();
    for (const [path, text] of Object.entries(SOURCES)) {
      const folder = /(?:screens|widgets)\/([^/]+)\/texts\.ts$/.exec(path)?.[1];
      for (const m of folder ? text.matchAll(/(?:familyTexts|widgetTexts)\('(\w+)'/g) : []) byName.set(m[1]!, families.get(folder!)!.cn!);
    }
    const missing: string[] = [];
    for (const [path, text] of Object.entries(SOURCES)) {
      if (path.startsWith('./')) continue; // i18n itself (its comments' examples)
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+)\.([\w.]+)'/g)) {
        const [family, key] = [m[1]!, m[2]!];
        const own = byName.get(family);
        if (own ? !has(flatten(own), key) : !has(app, `${family}.${key}`)) missing.push(`${path}: ${family}.${key}`);
      }
    }
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
