import type DataLoader from 'dataloader';
import { isUpstreamId } from './upstream/errors.ts';

/**
 * Helpers every domain's DataLoaders use. A batch function answers one value or one Error per
 * key, in key order (DataLoader's contract), so one failing key fails alone.
 */

/** Any thrown value as an Error (DataLoader fails a key when its slot holds an Error). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** A batch function that loads each key on its own (for upstream calls with no batch form). */
export function each<K, V>(load: (key: K) => Promise<V>): (keys: readonly K[]) => Promise<Array<V | Error>> {
  return (keys) => Promise.all(keys.map((key) => load(key).catch(asError)));
}

/** A `type:id` key (`resourceType:id`, `KIND:id`...), as typed loaders key their values. */
export const typedKey = (type: string, id: string) => `${type}:${id}`;

/** A `type:id` key split at its first colon. */
export function splitTypedKey(key: string): [string, string] {
  const colon = key.indexOf(':');
  return [key.slice(0, colon), key.slice(colon + 1)];
}

/** `each` over keys of the form `type:id`. */
export function eachTyped<V>(load: (type: string, id: string) => Promise<V>): (keys: readonly string[]) => Promise<Array<V | Error>> {
  return each((key: string) => load(...splitTypedKey(key)));
}

/**
 * A batch function over an upstream list call that takes many ids (`ids=1,2,3`): the rows in
 * key order, null for an id the list does not hold, and the call's error for every key when it
 * fails.
 */
export function byIds<V extends { id?: unknown }>(
  load: (ids: readonly string[]) => Promise<V[]>,
): (ids: readonly string[]) => Promise<Array<V | null | Error>> {
  return async (ids) => {
    try {
      const found = new Map((await load(ids)).map((row) => [String(row.id), row]));
      return ids.map((id) => found.get(id) ?? null);
    } catch (error) {
      return ids.map(() => asError(error));
    }
  };
}

/**
 * A detail page's row by upstream id through the detail loader (null for an id that is not the
 * upstream's or a missing object), primed into the batched by-id loader so the rest of the
 * request reuses it.
 */
export async function detailPrimed<R>(
  id: string,
  detail: DataLoader<string, R | null>,
  byId: DataLoader<string, R | null>,
): Promise<R | null> {
  if (!isUpstreamId(id)) return null;
  const row = await detail.load(id);
  if (row) byId.prime(id, row);
  return row;
}
