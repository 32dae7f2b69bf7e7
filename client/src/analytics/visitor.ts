/** The visitor's random id, kept on the device: the statistics count unique visitors by it. */
const KEY = 'ctp.visitorId';

let id: string | null = null;

/** 16 random bytes as hex (getRandomValues works on a plain-http address too, randomUUID does not). */
function freshId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function visitorId(): string {
  if (id) return id;
  try {
    id = window.localStorage.getItem(KEY);
    if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      id = freshId();
      window.localStorage.setItem(KEY, id);
    }
  } catch {
    id ??= freshId();
  }
  return id;
}
