/**
 * The visit analytics collector, loaded once the first screen is shown (router.tsx), never in the
 * home's first JavaScript. It records each screen shown (a page view, and the stay from entering to
 * leaving it) and takes the taps and detail views screens report (track.ts), keeps them in memory
 * and sends them as ONE `recordVisit` batch when the page is hidden (`visibilitychange` hidden,
 * `pagehide`) or the batch is full. At most one send is in flight; a failed send drops its batch
 * (never retried: statistics must not become a storm); nothing is sent while offline (the events
 * wait for the next send, bounded by the batch size).
 *
 * Why `fetch(..., { keepalive: true })` and not `navigator.sendBeacon`: the gateway reads the site,
 * the language and the session from request headers (`x-site-code`, `x-language`, `x-token`) and
 * takes only JSON, GraphQL, form or multipart bodies. A beacon carries no headers and, without a
 * CORS preflight, only text/plain, form or multipart bodies; accepting a text/plain GraphQL body,
 * even for one operation, would let any other site's page post one without a preflight. A
 * keepalive fetch outlives the page as a beacon does and carries the app's usual headers, so the
 * gateway needs no exception.
 */
import { graphql } from 'react-relay';
import type { createHashRouter } from 'react-router-dom';
import type { collectorRecordVisitMutation } from '../__generated__/collectorRecordVisitMutation.graphql';
import recordVisit from '../__generated__/collectorRecordVisitMutation.graphql';
import { baseHeaders } from '../relay/environment';
import { requestBody } from '../relay/request';
import { takeOver, type VisitEvent } from './track';
import { visitorId } from './visitor';

graphql`
  mutation collectorRecordVisitMutation($visitorId: String!, $events: [VisitEventInput!]!) {
    recordVisit(visitorId: $visitorId, events: $events)
  }
`;

/** Most events of a batch (the gateway's `inputLimits.visitBatchMaxEvents`). */
export const BATCH_MAX = 50;

type Variables = collectorRecordVisitMutation['variables'];
type AppRouter = ReturnType<typeof createHashRouter>;

/** The start address's own parameters (shell/urlParams.ts applies them): which site and language, not the screen. */
const START_PARAMS = ['siteCode', 'lang'];

let batch: VisitEvent[] = [];
let inFlight = false;
/** The screen shown: its path and when it was entered. */
let current: { path: string; enteredAt: string } | null = null;

function add(event: VisitEvent): void {
  batch.push(event);
  if (batch.length >= BATCH_MAX) send();
}

/** Sends the batch (at most one send at a time; a failed one is dropped; none while offline). */
function send(): void {
  if (inFlight || batch.length === 0 || !navigator.onLine) return;
  const events = batch.slice(0, BATCH_MAX);
  batch = batch.slice(BATCH_MAX);
  const variables: Variables = { visitorId: visitorId(), events };
  inFlight = true;
  fetch('/graphql', { method: 'POST', headers: baseHeaders(), body: requestBody(recordVisit.params, variables), keepalive: true })
    .catch(() => undefined)
    .finally(() => {
      inFlight = false;
    });
}

/** The stay on the screen shown ends (`leftAt`): recorded as one STAY event. */
function leave(): void {
  if (!current) return;
  add({ kind: 'STAY', path: current.path, enteredAt: current.enteredAt, leftAt: new Date().toISOString() });
  current = null;
}

function enter(path: string): void {
  if (current?.path === path) return;
  leave();
  current = { path, enteredAt: new Date().toISOString() };
  add({ kind: 'PAGE_VIEW', path });
}

/** The screen's path with its own query (`/venues-list?type=41`), without the start address's site and language. */
function pathOf(location: { pathname: string; search: string }): string {
  const search = new URLSearchParams(location.search);
  for (const name of START_PARAMS) search.delete(name);
  const query = search.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

let started = false;

/** Starts collecting: the screen shown now, every later one, the screens' own events, the page hidden. */
export function startCollector(router: AppRouter): void {
  if (started) return;
  started = true;
  for (const event of takeOver(add)) add(event);
  enter(pathOf(router.state.location));
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') enter(pathOf(state.location));
  });
  const hidden = () => {
    leave();
    send();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
    else if (!current) enter(pathOf(router.state.location));
  });
  window.addEventListener('pagehide', hidden);
}
