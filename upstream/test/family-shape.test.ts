/**
 * Every family folder (`src/families/<name>/`) has the shared shape: `index.ts` (the family
 * object and what other families may import), `migrations.ts` (its tables), `store.ts` (all its
 * SQL), `routes.ts` (short handlers, no SQL), `seed.ts` (its demo data) and `texts.ts` (its words).
 * Only the store (`store*.ts`) and the seed prepare or run SQL, no function in the routes
 * (`routes*.ts`) spans more than 80 lines, and the routes and their request helpers (`http.ts`)
 * write no Chinese, Japanese or Korean words of their own: what a family says lives in its texts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { UpstreamFamily } from '../src/family.ts';
import { FAMILIES } from '../src/families/index.ts';

const FAMILIES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/families');

/** The longest a function (handler, register closure, helper) in a family's routes may be. */
const MAX_ROUTE_FUNCTION_LINES = 80;

/** A family that answers calls of its own (one that only seeds rows of other tables has none). */
function hasCalls(family: UpstreamFamily): boolean {
  return Boolean(family.routes ?? family.publicRoutes ?? family.devRoutes);
}

/** A Chinese string literal: words a family answers with. */
const WORDS = /['"`][^'"`\n]*[\u4e00-\u9fff][^'"`\n]*['"`]/;

/** Whether a family's files (its seed and texts aside) hold words of their own. */
function hasWords(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && name !== 'seed.ts' && name !== 'texts.ts')
    .some((name) =>
      readFileSync(join(dir, name), 'utf8')
        .split('\n')
        .some((line) => !/^\s*(\*|\/\/)/.test(line) && WORDS.test(line)),
    );
}

/**
 * The files a family's folder holds: store and routes when it has calls, seed when it has demo
 * data, texts when it answers with words of its own (a family that answers data only has none).
 */
function required(family: UpstreamFamily, dir: string): string[] {
  return [
    'index.ts',
    'migrations.ts',
    ...(hasWords(dir) ? ['texts.ts'] : []),
    ...(hasCalls(family) ? ['store.ts', 'routes.ts'] : []),
    ...(family.seed ? ['seed.ts'] : []),
  ];
}

function sourceOf(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** `x.prepare(…)` or `x.exec(…)` calls (a regular expression literal's `.exec` is no SQL). */
function sqlCalls(file: ts.SourceFile): string[] {
  const found: string[] = [];
  visit(file, (node) => {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
    const { name, expression } = node.expression;
    if (name.text !== 'prepare' && name.text !== 'exec') return;
    if (name.text === 'exec' && ts.isRegularExpressionLiteral(expression)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${line}: .${name.text}(`);
  });
  return found;
}

function lineOf(file: ts.SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line + 1;
}

/** Chinese, Japanese or Korean characters (with their punctuation and full-width forms). */
const CJK = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]/;

/** The text of a string or template literal (a template's fixed parts), or null for any other node. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('');
  return null;
}

/** String and template literals holding CJK words, as `line: literal` (those words belong in texts.ts). */
function cjkLiterals(file: ts.SourceFile): string[] {
  const found: string[] = [];
  visit(file, (node) => {
    const text = literalText(node);
    if (text !== null && CJK.test(text)) found.push(`${lineOf(file, node.getStart(file))}: ${node.getText(file)}`);
  });
  return found;
}

/** Functions and arrow functions longer than the limit, as `line: n lines`. */
function longFunctions(file: ts.SourceFile): string[] {
  const found: string[] = [];
  visit(file, (node) => {
    if (!ts.isFunctionLike(node) || !('body' in node) || !node.body) return;
    const first = lineOf(file, node.getStart(file));
    const lines = lineOf(file, node.getEnd()) - first + 1;
    if (lines > MAX_ROUTE_FUNCTION_LINES) found.push(`${first}: ${lines} lines`);
  });
  return found;
}

/** What keeps a family out of the shape (nothing when it is in it). */
function problemsOf(family: UpstreamFamily): string[] {
  const dir = join(FAMILIES_DIR, family.name);
  const problems: string[] = [];
  for (const name of required(family, dir)) if (!existsSync(join(dir, name))) problems.push(`${name} is missing`);
  if (!family.seed && existsSync(join(dir, 'seed.ts'))) problems.push('seed.ts without a seed in the family object');
  if (!hasCalls(family) && existsSync(join(dir, 'routes.ts'))) problems.push('routes.ts without calls in the family object');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ts')) : [];
  for (const name of files) {
    const file = sourceOf(join(dir, name));
    if (!/^store.*\.ts$/.test(name) && name !== 'seed.ts')
      for (const call of sqlCalls(file)) problems.push(`${name}:${call} outside the store`);
    if (/^routes.*\.ts$/.test(name))
      for (const fn of longFunctions(file)) problems.push(`${name}:${fn} (a function over ${MAX_ROUTE_FUNCTION_LINES})`);
    if (/^(routes.*|http)\.ts$/.test(name))
      for (const literal of cjkLiterals(file)) problems.push(`${name}:${literal} (words outside texts.ts)`);
  }
  return problems;
}

describe('family shape', () => {
  for (const family of FAMILIES) {
    it(`${family.name} has the shared shape`, () => {
      expect(problemsOf(family)).toEqual([]);
    });
  }
});
