import i18n from '../i18n';
import { confirmDialog } from '../env/dialog';
import { appNavigate } from '../env/navigate';
import { isSignedIn } from './session';

/** The current in-app address (path and query of the hash route). */
export function currentAddress(): string {
  return window.location.hash.replace(/^#/, '') || '/index';
}

/** Only in-app absolute paths are accepted as return addresses (no `//host`, no schemes). */
export function safeReturnAddress(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return '/index';
  const path = raw.split('?')[0] ?? '';
  if (path === '/login' || path.startsWith('/bind-phone')) return '/index';
  return raw;
}

export function loginPath(returnTo: string = currentAddress()): string {
  return `/login?redirect=${encodeURIComponent(safeReturnAddress(returnTo))}`;
}

/**
 * The login gate: actions that need a bound phone first remind the
 * person to log in; confirming goes to /login, which comes back to `returnTo` afterwards.
 * Resolves true when already signed in (the action may go on).
 */
export async function requireLogin(returnTo: string = currentAddress()): Promise<boolean> {
  if (isSignedIn()) return true;
  const ok = await confirmDialog({
    title: i18n.t('gate.title'),
    message: i18n.t('gate.message'),
    confirmText: i18n.t('gate.login'),
  });
  if (ok) appNavigate(loginPath(returnTo));
  return false;
}
