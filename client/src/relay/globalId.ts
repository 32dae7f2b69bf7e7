/**
 * Global ids (Relay Global Object Identification) of the gateway are base64url of
 * `Type:rawId` without padding, e.g. toGlobalId('ScenicArea', '12'). Routes carry raw upstream
 * ids (the gateway's `detailPath`), so detail screens convert here — the only place that knows.
 */
function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  bytes.forEach((b) => {
    bin += String.fromCharCode(b);
  });
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(text: string): string | null {
  try {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function toGlobalId(typeName: string, rawId: string): string {
  return base64UrlEncode(`${typeName}:${rawId}`);
}

/** A route id may already be a global id of the right type; otherwise it is a raw id. */
export function globalIdFromRoute(typeName: string, routeId: string): string {
  const decoded = base64UrlDecode(routeId);
  if (decoded && decoded.startsWith(`${typeName}:`)) return routeId;
  return toGlobalId(typeName, routeId);
}

/** The raw upstream id of a global id (for building route paths); the input when it is not one. */
export function rawIdOf(globalId: string): string {
  const decoded = base64UrlDecode(globalId);
  const at = decoded ? decoded.indexOf(':') : -1;
  return decoded && at > 0 ? decoded.slice(at + 1) : globalId;
}

/** The type name of a global id, or null. */
export function typeOfGlobalId(globalId: string): string | null {
  const decoded = base64UrlDecode(globalId);
  const at = decoded ? decoded.indexOf(':') : -1;
  return decoded && at > 0 ? decoded.slice(0, at) : null;
}
