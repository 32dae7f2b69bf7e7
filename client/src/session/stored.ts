/**
 * The signed-in session as stored locally (`cloudUserInfo`), read without the app's stores: the
 * network layer's first requests (relay/firstScreen.ts, also compiled into index.html's inline
 * script) read it too.
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
  /**
   * False when the account has no messaging-app account bound (then, inside the messaging app,
   * a page load goes through its authorization once a day to bind it); absent when not known.
   */
  messagingAppBound?: boolean;
}

export const SESSION_KEY = 'cloudUserInfo';

export function readStoredSession(): StoredSession | null {
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
        ...(typeof v.messagingAppBound === 'boolean' ? { messagingAppBound: v.messagingAppBound } : {}),
      };
    }
  } catch {
    /* broken storage counts as signed out */
  }
  return null;
}

/** A session past its `refreshAfter` (issuedAt + 6,000,000 ms) is exchanged for a fresh token first. */
export function refreshDue(session: StoredSession, now: number): boolean {
  return now > Date.parse(session.refreshAfter);
}
