import { beforeAll, describe, expect, it, vi } from 'vitest';

/** Local storage as the browser keeps it (the unit project runs in Node). */
const stored = new Map<string, string>();
const storage = {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
};

let session: typeof import('./session');
let answers: typeof import('./offlineAnswers');

beforeAll(async () => {
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', { localStorage: storage });
  session = await import('./session');
  answers = await import('./offlineAnswers');
});

function signIn(phone: string, token: string): void {
  session.setSession({
    token,
    issuedAt: '2026-11-29T00:00:00Z',
    refreshAfter: '2026-11-30T00:00:00Z',
    phone,
    nickname: '',
    avatarUrl: null,
    isVolunteer: false,
  });
}

describe("the signed-in visitor's answers kept for offline use", () => {
  it('keeps an answer for the visitor who asked, forgets it at sign-out, and never gives it to another', () => {
    signIn('138****0001', 'a');
    answers.keepAnswer('codes', { codes: [1] }, 'a');
    expect(answers.keptAnswer('codes')).toEqual({ codes: [1] });
    session.clearSession();
    expect(stored.has(session.OFFLINE_ANSWERS_KEY)).toBe(false);
    expect(answers.keptAnswer('codes')).toBeUndefined();

    signIn('138****0001', 'a');
    answers.keepAnswer('codes', { codes: [1] }, 'a');
    signIn('139****0002', 'b');
    expect(answers.keptAnswer('codes')).toBeUndefined();
    session.clearSession();
  });

  it('an answer whose session ended before it came is not kept; one asked for signed out (the frame) waits for the next sign-in', () => {
    answers.keepAnswer('frame', { site: 'x' }, undefined);
    signIn('138****0001', 'a');
    answers.keepAnswer('codes', { codes: [2] }, 'old-token');
    expect(answers.keptAnswer('codes')).toBeUndefined();
    answers.keepAnswer('codes', { codes: [3] }, 'a');
    expect(answers.keptAnswer('frame')).toEqual({ site: 'x' });
    expect(answers.keptAnswer('codes')).toEqual({ codes: [3] });
    session.clearSession();
  });
});
