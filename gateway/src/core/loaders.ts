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
