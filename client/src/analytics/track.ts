/**
 * What the app's screens tell the visit analytics (a menu or banner tap, a detail opened): the one
 * piece in the first JavaScript, a few lines. Events wait here, in memory, until the collector
 * (collector.ts, loaded once the first screen is shown) takes them over; a visit that never gets
 * that far keeps at most a batch's worth.
 */

/** One thing the visitor did (the gateway's `VisitEventInput`). */
export interface VisitEvent {
  kind: 'PAGE_VIEW' | 'STAY' | 'TAP' | 'DETAIL_VIEW' | 'REPRINT_OPENED';
  path?: string;
  enteredAt?: string;
  leftAt?: string;
  tapTarget?: 'BANNER' | 'MENU';
  code?: string | null;
  resourceId?: string;
  nodeId?: string;
}

/** Events kept before the collector starts (the gateway's batch limit). */
const EARLY_MAX = 50;
const early: VisitEvent[] = [];
let sink: ((event: VisitEvent) => void) | null = null;

export function track(event: VisitEvent): void {
  if (sink) sink(event);
  else if (early.length < EARLY_MAX) early.push(event);
}

/** The collector takes over: the events so far, and every later one goes to `next`. */
export function takeOver(next: (event: VisitEvent) => void): VisitEvent[] {
  sink = next;
  return early.splice(0);
}
