/**
 * index.html's inline script (compiled by the build, client/scripts/firstScreenScript.ts): the
 * first screen's queries leave with the page's first bytes, before the app's JavaScript arrives.
 */
import { leaveEarlyAnswer } from './earlyAnswers';
import { firstScreenRequests } from './firstScreen';

for (const r of firstScreenRequests(window.location.hash, Date.now())) {
  leaveEarlyAnswer(r.key, fetch('/graphql', { method: 'POST', headers: r.headers, body: r.body }));
}
