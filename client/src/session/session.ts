import { createStore, useStore } from '../env/store';
import { readStoredSession, SESSION_KEY, type StoredSession } from './stored';

export type { StoredSession } from './stored';

/**
 * The signed-in session (stored locally as `cloudUserInfo`, session/stored.ts). It holds what the
 * app needs: the token sent as `x-token`, when it was issued and when to refresh it, and a little
 * of the user for showing their name before the viewer query answers (e.g. an optimistic comment).
 */
/** What was kept for this visitor to use offline (session/offlineAnswers.ts); sign-out removes it. */
export const OFFLINE_ANSWERS_KEY = 'offlineAnswers';

const sessionStore = createStore<StoredSession | null>(typeof window === 'undefined' ? null : readStoredSession());

export function getSession(): StoredSession | null {
  return sessionStore.get();
}

export function setSession(next: StoredSession): void {
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  } catch {
    /* private mode: the session lives for this page only */
  }
  sessionStore.set(next);
}

/** A signed-in session as the sign-in call answers it. */
export interface SignedInSession {
  readonly token: string;
  readonly issuedAt: string;
  readonly refreshAfter: string;
  readonly user: {
    readonly nickname: string;
    readonly maskedPhone?: string | null;
    readonly isVolunteer: boolean;
    readonly avatar?: { readonly url: string } | null;
    readonly messagingAppBound?: boolean;
  };
}

/** Keeps the session the sign-in call answered (signing in or registering). */
export function adoptSession(s: SignedInSession): void {
  setSession({
    token: s.token,
    issuedAt: s.issuedAt,
    refreshAfter: s.refreshAfter,
    phone: s.user.maskedPhone ?? null,
    nickname: s.user.nickname,
    avatarUrl: s.user.avatar?.url ?? null,
    isVolunteer: s.user.isVolunteer,
    messagingAppBound: s.user.messagingAppBound,
  });
}

/** Replaces the token of the current session (after refreshSession). */
export function updateToken(token: string, issuedAt: string, refreshAfter: string): void {
  const s = sessionStore.get();
  if (s) setSession({ ...s, token, issuedAt, refreshAfter });
}

/** Sign-out: the stored session and what was kept for this visitor to use offline go. */
export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
    window.localStorage.removeItem(OFFLINE_ANSWERS_KEY);
  } catch {
    /* ignore */
  }
  if (sessionStore.get() !== null) sessionStore.set(null);
}

/** A user counts as logged in when the stored user info has a phone. */
export function isSignedIn(): boolean {
  return sessionStore.get() !== null;
}

export function useSession(): StoredSession | null {
  return useStore(sessionStore);
}

/** Called on every sign-in, sign-out or token change (not on refresh: same user). */
export function onSessionChange(listener: (s: StoredSession | null) => void): () => void {
  let prev = sessionStore.get()?.phone ?? null;
  let prevSigned = sessionStore.get() !== null;
  return sessionStore.subscribe(() => {
    const s = sessionStore.get();
    const signed = s !== null;
    if (signed !== prevSigned || (s?.phone ?? null) !== prev) listener(s);
    prev = s?.phone ?? null;
    prevSigned = signed;
  });
}
