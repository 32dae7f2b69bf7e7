/**
 * index.html's inline script (compiled on its own by the build, client/scripts/first-screen-script.ts):
 * a main screen's first queries leave with the page's first bytes, before the app's JavaScript
 * arrives; the network layer takes their answers (relay/earlyAnswers.ts).
 */
import { FIRST_SCREENS, SHELL_FIRST_QUERY } from './firstScreens';
import { leaveEarlyAnswer } from './relay/earlyAnswers';
import { firstScreenRequests } from './relay/firstScreen';

for (const r of firstScreenRequests(SHELL_FIRST_QUERY, FIRST_SCREENS, window.location.hash, Date.now())) {
  leaveEarlyAnswer(r.key, fetch('/graphql', { method: 'POST', headers: r.headers, body: r.body }));
}
