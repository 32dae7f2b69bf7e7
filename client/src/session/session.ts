import { createStore, useStore } from '../env/store';

/**
 * The signed-in session (stored locally as `cloudUserInfo`). It holds what the app
 * needs: the token sent as `x-token`, when it was issued and when to refresh it, and a little of
 * the user for showing their name before the viewer query answers (e.g. an optimistic comment).
 */
export interface StoredSession {
  token: string;
  issuedAt: string;
  refreshAfter: string;
  /** Masked phone (`138****0001`); the spec's "logged in" means a phone is bound. */
  phone: string | null;
  nickname: string;
  avatarUrl: string | null;
  isVolunteer: boolean;
}

export const SESSION_KEY = 'cloudUserInfo';

function read(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof v.token === 'string' && v.token && typeof v.refreshAfter === 'string' && typeof v.issuedAt === 'string') {
      return {
        token: v.token,
        issuedAt: v.issuedAt,
        refreshAfter: v.refreshAfter,
        phone: typeof v.phone === 'string' ? v.phone : null,
        nickname: typeof v.nickname === 'string' ? v.nickname : '',
        avatarUrl: typeof v.avatarUrl === 'string' ? v.avatarUrl : null,
        isVolunteer: v.isVolunteer === true,
      };
    }
  } catch {
    /* broken storage counts as signed out */
  }
  return null;
}

const sessionStore = createStore<StoredSession | null>(typeof window === 'undefined' ? null : read());

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
  });
}

/** Replaces the token of the current session (after refreshSession). */
export function updateToken(token: string, issuedAt: string, refreshAfter: string): void {
  const s = sessionStore.get();
  if (s) setSession({ ...s, token, issuedAt, refreshAfter });
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
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
