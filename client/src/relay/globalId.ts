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
