/**
 * The key of the withdrawal being made: one per attempt, kept in localStorage so that every tab
 * showing the form sends the same one (the gateway withdraws once per key: a double tap, a
 * retried request or two tabs at once make one withdrawal). Made when the form first shows, and
 * replaced once a withdrawal with it is made.
 */
const STORAGE_KEY = 'ctp.withdrawalAttempt';

function fresh(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `w-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The current attempt's key (made now when there is none). */
export function withdrawalAttemptKey(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
    const key = fresh();
    window.localStorage.setItem(STORAGE_KEY, key);
    return key;
  } catch {
    return fresh();
  }
}

/** The attempt with `key` made its withdrawal: the next one gets a new key. */
export function withdrawalAttemptDone(key: string): void {
  try {
    if (window.localStorage.getItem(STORAGE_KEY) === key) window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the key was never kept
  }
}
