/** The votes family's rules: review states, the voting window's state, the day a vote counts on. */
import { imageRef } from '../../resources.ts';
import { chinaDate } from '../../time.ts';
import type { VoteRow } from './store.ts';

/** Work review: 0 waiting, 1 shown (approved), 2 refused. */
export const WORK_STATUS = { PENDING: 0, APPROVED: 1, REFUSED: 2 } as const;

/** The China-time calendar day of an instant (a user's daily votes count per such day). */
export function dayOf(ms: number): string {
  const d = chinaDate(ms);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** "0" not started, "1" under way, "2" over (the voting window). */
export function voteStatus(v: VoteRow, now: number): string {
  return now < v.vote_start ? '0' : now < v.vote_end ? '1' : '2';
}

/** `@/files/…` references as stored; seeded ones are generated image names. */
export function refs(raw: string): string {
  return raw
    .split(',')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith('@/') ? s : imageRef(s)))
    .join(',');
}
