/**
 * The visitor's position: browser geolocation, cached in localStorage. When it is unknown
 * (denied, failed, not https) there is no position at all: lists and details show no distance
 * rather than one measured from a made-up default point, which would show every visitor wrong
 * distances.
 */
export interface GeoPoint {
  longitude: number;
  latitude: number;
}

const LOCATION_KEY = 'ctp.location';
const MAX_AGE_MS = 10 * 60 * 1000;
/** Set once the failure was told in this visit (the browser tab's session). */
const TOLD_KEY = 'ctp.location.failureTold';

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

let pending: Promise<GeoPoint | null> | null = null;
let toldThisVisit = false;

/** True the first time in a visit (tab session) a failure is reported; false afterwards. */
function firstFailureThisVisit(): boolean {
  if (toldThisVisit) return false;
  toldThisVisit = true;
  try {
    if (window.sessionStorage.getItem(TOLD_KEY)) return false;
    window.sessionStorage.setItem(TOLD_KEY, '1');
  } catch {
    /* no storage: once per page load */
  }
  return true;
}

/**
 * Resolves the visitor's position, or null when it is unknown. A fresh stored position is used
 * as is; otherwise the browser is asked, and on failure a stored (even stale) position is used.
 * `onFailure` runs when no position is known at all, once per visit (the message shows
 * only when no location is stored; not again on every screen).
 */
export function currentLocation(onFailure: () => void): Promise<GeoPoint | null> {
  const stored = readStored();
  if (stored && Date.now() - stored.at < MAX_AGE_MS) {
    return Promise.resolve({ longitude: stored.longitude, latitude: stored.latitude });
  }
  if (pending) return pending;
  pending = askBrowser(5000)
    .then((p): GeoPoint => {
      try {
        window.localStorage.setItem(LOCATION_KEY, JSON.stringify({ ...p, at: Date.now() }));
      } catch {
        /* ignore */
      }
      return p;
    })
    .catch((): GeoPoint | null => {
      if (stored) return { longitude: stored.longitude, latitude: stored.latitude };
      if (firstFailureThisVisit()) onFailure();
      return null;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
