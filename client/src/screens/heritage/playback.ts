/**
 * Where each heritage video or audio was left (seconds), kept on the device so a player picks up
 * where the person stopped — after closing it, leaving the screen or reloading the app. A piece
 * played to its end starts again from the beginning.
 */
const KEY = 'heritage.playback';
/** Positions kept at most (the oldest go first). */
const MAX_ENTRIES = 100;

type Positions = Record<string, number>;

function read(): Positions {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function write(positions: Positions): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    /* storage full or blocked: the player just starts from the beginning next time */
  }
}

/** The saved position of a piece, 0 when none. */
export function savedPosition(id: string): number {
  const value = read()[id];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Saves where a piece is; forgets it when at (or within half a second of) its end. */
export function savePosition(id: string, seconds: number, duration: number): void {
  const positions = read();
  delete positions[id];
  if (Number.isFinite(seconds) && seconds > 0.2 && !(Number.isFinite(duration) && duration > 0 && seconds >= duration - 0.5)) {
    positions[id] = Math.round(seconds * 10) / 10;
  }
  const ids = Object.keys(positions);
  for (const old of ids.slice(0, Math.max(0, ids.length - MAX_ENTRIES))) delete positions[old];
  write(positions);
}
