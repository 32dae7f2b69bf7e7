import { badInput } from '../upstream/errors.ts';

export { UPSTREAM_ID } from '../upstream/errors.ts';

/** Opaque global id: base64url of `Type:rawId`. */
export function toGlobalId(type: string, rawId: string | number): string {
  return Buffer.from(`${type}:${rawId}`, 'utf8').toString('base64url');
}

/** Decodes a global id; null when it is not one of ours. */
export function fromGlobalId(id: string): { type: string; rawId: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0 || colon === text.length - 1) return null;
  const type = text.slice(0, colon);
  if (!/^[A-Z][A-Za-z]*$/.test(type)) return null;
  return { type, rawId: text.slice(colon + 1) };
}

/** Decodes a global id that must be of one of `types`; BAD_USER_INPUT otherwise. */
export function expectGlobalId(id: string, types: readonly string[], argName: string): string {
  const decoded = fromGlobalId(id);
  if (!decoded || !types.includes(decoded.type)) {
    throw badInput(`${argName} is not a valid ${types.join(' or ')} id.`);
  }
  return decoded.rawId;
}

/** What a raw id may look like unless a caller says more precisely (`rawIdOf`'s `pattern`). */
export const RAW_ID = /^[\w:-]{1,64}$/;

/**
 * The raw id of a global id of `types` (one type or several) that matches `pattern`; null for
 * anything else, blank or absent (for a typed RESOURCE_NOT_FOUND, not a GraphQL error). Blanks
 * around the id are ignored.
 */
export function rawIdOf(globalId: string | null | undefined, types: string | readonly string[], pattern: RegExp = RAW_ID): string | null {
  const decoded = globalId ? fromGlobalId(globalId.trim()) : null;
  if (!decoded || !(typeof types === 'string' ? decoded.type === types : types.includes(decoded.type))) return null;
  return pattern.test(decoded.rawId) ? decoded.rawId : null;
}

/**
 * The global id of a value object whose upstream id repeats across scopes (a time slot's id is
 * the same on every day): unique per `scope`, so a Relay store never merges two days' slots.
 */
export function scopedGlobalId(type: string, scope: string, rawId: string): string {
  return toGlobalId(type, `${scope}/${rawId}`);
}

/** The upstream id inside a scopedGlobalId of `type`; any other value is taken as the upstream id itself. */
export function rawOfScopedId(id: string, type: string): string {
  const decoded = fromGlobalId(id.trim());
  if (!decoded || decoded.type !== type) return id.trim();
  const slash = decoded.rawId.lastIndexOf('/');
  return slash < 0 ? decoded.rawId : decoded.rawId.slice(slash + 1);
}
