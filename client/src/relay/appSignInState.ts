/**
 * What the page-load sign-in's checks (relay/appSignInCheck.ts) and the sign-in itself
 * (relay/appSignIn.ts, loaded on demand) both use: the pending authorization kept in the tab's
 * session storage, and the in-app address to land on.
 */

/** Where a partner's sign-in link that did not work lands. */
export const LINK_FAILURE_PATH = '/errorlinkFailure';

/** Where a pending authorization (its state and the address to come back to) waits for the callback. */
export const PENDING_AUTHORIZATION_KEY = 'ctp.messagingAppAuth';

export interface PendingAuthorization {
  state: string;
  returnTo: string;
}

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* private mode: nothing kept */
  }
}

/** The in-app address to land on (only in-app paths). */
export function landOn(address: string): void {
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}#${address.startsWith('/') && !address.startsWith('//') ? address : '/index'}`,
  );
}
