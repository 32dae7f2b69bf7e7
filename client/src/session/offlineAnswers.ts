import { OFFLINE_ANSWERS_KEY, getSession } from './session';

/**
 * The answers a signed-in visitor's vouchers need without a network (which operations: the
 * network layer's KEPT_OFFLINE): the last good answer of each, kept in local storage for that
 * visitor, given when no answer comes. Sign-out forgets them (session.ts clearSession), and an
 * answer kept for another visitor is never given.
 */

/** The most answers kept (the oldest go first): the codes, the frame and the vouchers last opened. */
const MAX_ANSWERS = 24;

interface Kept {
  owner: string;
  answers: Array<[key: string, data: unknown]>;
}

/** The kept answers, when they belong to the visitor signed in now (phone, else token). */
function mine(): Kept | null {
  const s = getSession();
  const owner = s ? (s.phone ?? s.token) : null;
  if (!owner) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(OFFLINE_ANSWERS_KEY) ?? 'null') as Kept | null;
    return kept?.owner === owner ? kept : { owner, answers: [] };
  } catch {
    return { owner, answers: [] };
  }
}

/** Answers requested while nobody was signed in (the frame): kept once someone signs in. */
let waiting: Kept['answers'] = [];

function merged(answers: Kept['answers'], more: Kept['answers']): Kept['answers'] {
  const keys = new Set(more.map((a) => a[0]));
  return [...answers.filter((a) => !keys.has(a[0])), ...more].slice(-MAX_ANSWERS);
}

/**
 * Keeps `data` as the answer under `key`. `token` is the session the request was sent with: its
 * answer is kept only while that session lasts; one sent signed out waits for the next sign-in.
 */
export function keepAnswer(key: string, data: unknown, token: string | undefined): void {
  if (!token) waiting = merged(waiting, [[key, data]]);
  const kept = mine();
  if (!kept || (token && getSession()?.token !== token)) return;
  const answers = merged(kept.answers, token ? [...waiting, [key, data]] : waiting);
  waiting = [];
  try {
    localStorage.setItem(OFFLINE_ANSWERS_KEY, JSON.stringify({ owner: kept.owner, answers }));
  } catch {
    /* storage full or unavailable: nothing is kept */
  }
}

/** The answer kept under `key` for the visitor signed in now, if any. */
export function keptAnswer(key: string): unknown {
  return mine()?.answers.find((a) => a[0] === key)?.[1];
}
