/** The "too many visitors" dialog: whether it is open (a store the shell's dialog renders) and how to open it. */
import { createStore } from './store';

/** When the dialog opened (epoch ms); 0 while it is closed. */
export const tooManyVisitorsStore = createStore<number>(0);

/** Opens the "too many visitors" dialog (idempotent while it is open). */
export function openTooManyVisitors(): void {
  if (tooManyVisitorsStore.get() === 0) tooManyVisitorsStore.set(Date.now());
}
