/** The current site code: chosen by `/index?siteCode=`, persisted in localStorage, sent as `x-site-code`. */
const SITE_KEY = 'ctp.siteCode';

export function getSiteCode(): string | null {
  try {
    return window.localStorage.getItem(SITE_KEY);
  } catch {
    return null;
  }
}

/** A well-formed site code (trimmed), or null. */
function siteCodeOf(code: string | null): string | null {
  const trimmed = code?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(trimmed) ? trimmed : null;
}

/** The site a page starts on: its address's `siteCode` (stored at start-up), else the stored one. */
export function startSiteCode(search: URLSearchParams): string | null {
  return siteCodeOf(search.get('siteCode')) ?? getSiteCode();
}

/** Stores the site code; returns true when it changed. */
export function setSiteCode(code: string): boolean {
  const trimmed = siteCodeOf(code);
  if (!trimmed) return false;
  if (getSiteCode() === trimmed) return false;
  try {
    window.localStorage.setItem(SITE_KEY, trimmed);
  } catch {
    return false;
  }
  return true;
}

/** Forgets the chosen site: the gateway's default site applies again. */
export function clearSiteCode(): void {
  try {
    window.localStorage.removeItem(SITE_KEY);
  } catch {
    /* ignore */
  }
}
