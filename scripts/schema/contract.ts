import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';

/** One breaking change between two versions of the contract. */
export interface BreakingChange {
  /** Where, e.g. `Query.places` or `PlaceKind.VENUE`. */
  path: string;
  message: string;
}

/** The breaking changes from `before` to `after` (@graphql-inspector's criticality BREAKING). */
export async function breakingChanges(before: string, after: string): Promise<BreakingChange[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => ({ path: change.path ?? change.type, message: change.message }));
}

/**
 * The breaking changes a change does not mark as intended: each must be named by its path in a
 * line the same change adds to BREAKING.md (for example `- Query.places: … (why)`).
 */
export function unmarked(changes: readonly BreakingChange[], addedBreakingLines: readonly string[]): BreakingChange[] {
  return changes.filter((change) => !addedBreakingLines.some((line) => line.includes(change.path)));
}

function git(args: string[], cwd: string): string | null {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** Lines a diff adds (without the leading `+`). */
const addedLines = (patch: string | null) =>
  (patch ?? '')
    .split('\n')
    .filter((line) => line.startsWith('+') && !line.startsWith('+++'))
    .map((line) => line.slice(1));

/**
 * The last change of the contract, to check: the working tree's schema.graphql against HEAD's
 * when it has uncommitted edits; otherwise the last commit that changed schema.graphql against
 * the version before it. Null when there is nothing to compare (a first version, no history).
 */
export function lastContractChange(root: string): { label: string; before: string; after: string; addedBreakingLines: string[] } | null {
  const dirty = git(['diff', '--quiet', 'HEAD', '--', 'schema.graphql'], root) === null;
  if (dirty) {
    const before = git(['show', 'HEAD:schema.graphql'], root);
    const after = readFileSync(join(root, 'schema.graphql'), 'utf8');
    if (!before) return null;
    return {
      label: 'uncommitted changes',
      before,
      after,
      addedBreakingLines: addedLines(git(['diff', 'HEAD', '--', 'BREAKING.md'], root)),
    };
  }
  const commits = (git(['log', '-2', '--format=%H', '--', 'schema.graphql'], root) ?? '').split('\n').filter(Boolean);
  if (commits.length < 2) return null;
  const [last] = commits as [string];
  const before = git(['show', `${last}~1:schema.graphql`], root);
  const after = git(['show', `${last}:schema.graphql`], root);
  if (!before || !after) return null;
  return {
    label: `commit ${last.slice(0, 10)}`,
    before,
    after,
    addedBreakingLines: addedLines(git(['show', last, '--format=', '--', 'BREAKING.md'], root)),
  };
}
