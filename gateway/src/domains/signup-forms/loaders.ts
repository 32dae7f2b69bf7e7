import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError } from '../../core/loaders.ts';
import { text } from '../../core/normalise.ts';
import { fieldOf } from './rules.ts';
import type { SignUpAnswerRow, SignUpFieldValue } from './types.ts';
import { signUpAnswers, signUpFields } from './upstream.ts';

export interface SignUpLoaders {
  /** An activity's form fields by activity id (empty: no form); one upstream call per batch. */
  fields: DataLoader<string, SignUpFieldValue[]>;
  /** The answers kept with one of the viewer's orders, by order code; one upstream call per batch. */
  answers: DataLoader<string, SignUpAnswerRow[]>;
}

/** A batch over a list call of many keys: each key's rows (`keyOf` names a row's key); the call's error for every key. */
function grouped<R, V>(load: (keys: readonly string[]) => Promise<R[]>, keyOf: (row: R) => string | null, map: (row: R) => V | null) {
  return async (keys: readonly string[]): Promise<Array<V[] | Error>> => {
    try {
      const rows = await load(keys);
      return keys.map((key) => rows.flatMap((row) => (keyOf(row) === key ? (map(row) ?? []) : [])));
    } catch (error) {
      return keys.map(() => asError(error));
    }
  };
}

export function createSignUpLoaders({ upstream }: RequestScope): SignUpLoaders {
  return {
    fields: new DataLoader(
      grouped(
        (ids) => signUpFields(upstream, ids),
        (row) => text(row.activityId),
        fieldOf,
      ),
      { maxBatchSize: 50 },
    ),
    answers: new DataLoader(
      grouped(
        (codes) => signUpAnswers(upstream, codes),
        (row) => text(row.orderCode),
        (row) => row,
      ),
      { maxBatchSize: 50 },
    ),
  };
}
