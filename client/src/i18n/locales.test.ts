import { describe, expect, it } from 'vitest';
import cn from './locales/cn';
import en from './locales/en';
import fr from './locales/fr';
import ja from './locales/ja';
import ko from './locales/ko';
import { LANGUAGES, loadBundle } from './index';

type Tree = { [key: string]: string | Tree };

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

const locales: Record<string, Tree> = { CN: cn, EN: en, FRENCH: fr, JAPANESE: ja, KOREAN: ko };
const reference = flatten(cn);

describe('locales', () => {
  it('has all five spec locales', () => {
    expect(Object.keys(locales).sort()).toEqual(['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN']);
  });

  for (const [name, tree] of Object.entries(locales)) {
    it(`${name} has exactly the keys of CN and no empty values`, () => {
      const flat = flatten(tree);
      expect(normalized(flat.keys())).toEqual(normalized(reference.keys()));
      for (const [key, value] of flat) {
        expect(value.trim(), `${name}:${key}`).not.toBe('');
      }
    });

    it(`${name} keeps the interpolation variables of CN`, () => {
      const flat = flatten(tree);
      for (const [key, value] of flat) {
        if (/_(zero|one|two|few)$/.test(key)) continue; // a singular form may spell its number out
        const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(vars(value), `${name}:${key}`).toEqual(vars(reference.get(key.replace(PLURAL, '_other')) ?? ''));
      }
    });
  }

  it('translates beyond Chinese (no locale other than CN copies the CN text of a UI string)', () => {
    // a text of only variables and punctuation ("{{count}}/{{max}}") has nothing to translate
    const words = (v: string) => /\p{L}/u.test(v.replace(/\{\{\w+\}\}/g, ''));
    const copied = [...flatten(en)].filter(([k, v]) => !k.startsWith('language.') && words(v) && v === reference.get(k));
    expect(copied).toEqual([]);
  });
});

describe('the language bundles', () => {
  it('serve every CN text in every language', async () => {
    for (const lang of LANGUAGES) {
      const flat = flatten((await loadBundle(lang)) as unknown as Tree);
      for (const key of reference.keys()) expect(flat.has(key), `${lang}:${key}`).toBe(true);
    }
  });

  it('keep no second copy of the user-error texts (the gateway localizes UserError.message)', async () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(await loadBundle(lang)), lang).not.toContain('userErrors');
    }
  });
});
