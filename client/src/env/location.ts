/** The visitor's position: browser geolocation, cached in localStorage, with the spec's fallback. */
export interface GeoPoint {
  longitude: number;
  latitude: number;
}

const LOCATION_KEY = 'ctp.location';
const MAX_AGE_MS = 10 * 60 * 1000;
/** Spec §8: when location fails a default coordinate near 114.17, 22.32 is used. */
export const DEFAULT_POINT: GeoPoint = { longitude: 114.17, latitude: 22.32 };

interface StoredLocation extends GeoPoint {
  at: number;
}

function readStored(): StoredLocation | null {
  try {
    const raw = window.localStorage.getItem(LOCATION_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredLocation>;
    if (typeof v.longitude === 'number' && typeof v.latitude === 'number' && typeof v.at === 'number') {
      return { longitude: v.longitude, latitude: v.latitude, at: v.at };
    }
  } catch {
    /* ignore broken storage */
  }
  return null;
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

function askBrowser(timeoutMs: number): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('no geolocation'));
      return;
    }
    const timer = window.setTimeout(() => reject(new Error('timeout')), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        window.clearTimeout(timer);
        resolve({ longitude: round(pos.coords.longitude), latitude: round(pos.coords.latitude) });
      },
      (err) => {
        window.clearTimeout(timer);
        reject(err);
      },
      { timeout: timeoutMs, maximumAge: MAX_AGE_MS, enableHighAccuracy: false },
    );
  });
}

let pending: Promise<GeoPoint> | null = null;

/**
 * Resolves the visitor's position. A fresh stored position is used as is; otherwise the browser
 * is asked. On failure the stored position (even stale) or the default point is used, and
 * `onFailure` is told whether a stored position existed (the toast shows only when none did).
 */
export function currentLocation(onFailure: (hadStored: boolean) => void): Promise<GeoPoint> {
  const stored = readStored();
  if (stored && Date.now() - stored.at < MAX_AGE_MS) {
    return Promise.resolve({ longitude: stored.longitude, latitude: stored.latitude });
  }
  if (pending) return pending;
  pending = askBrowser(5000)
    .then((p) => {
      try {
        window.localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...p, at: Date.now() }));
      } catch {
        /* ignore */
      }
      return p;
    })
    .catch(() => {
      onFailure(stored != null);
      return stored ? { longitude: stored.longitude, latitude: stored.latitude } : DEFAULT_POINT;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
