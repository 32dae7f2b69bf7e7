import shellQuery from '../__generated__/AppShellQuery$parameters';
import homeQuery from '../__generated__/HomeScreenQuery$parameters';
import userQuery from '../__generated__/UserScreenQuery$parameters';
import { hashPath, hashSearch } from '../env/address';
import { startSiteCode } from '../env/site';
import { languageSiteWanted, startLanguage } from '../i18n/languages';
import { readStoredSession, refreshDue } from '../session/stored';
import { requestBody, requestHeaders, requestKey, type OperationParams } from './request';

/**
 * The first screen's queries, as the route loaders send them on a first load: the shell's and the
 * screen's. Only main screens whose variables the address alone gives; any other route is asked
 * by the app as usual.
 */
const FIRST_SCREENS: { path: RegExp; queries: { params: OperationParams; variables: Record<string, unknown> }[] }[] = [
  { path: /^\/index$/, queries: [shellQuery, homeQuery].map((q) => ({ params: q.params, variables: {} })) },
  { path: /^\/(user|default-personal)$/, queries: [shellQuery, userQuery].map((q) => ({ params: q.params, variables: {} })) },
];

export interface EarlyRequest {
  key: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The requests index.html's inline script sends while the app's JavaScript downloads (the app
 * takes their answers, relay/earlyAnswers.ts), from the address and the stored site, language and
 * session read as the app will read them. None when the app would ask otherwise: a session refresh
 * that is due first, an index address that switches to its language's site, a route not listed.
 */
export function firstScreenRequests(hash: string, now: number): EarlyRequest[] {
  const path = hashPath(hash);
  const search = hashSearch(hash);
  const screen = FIRST_SCREENS.find((s) => s.path.test(path));
  if (!screen || languageSiteWanted(path, search)) return [];
  const session = readStoredSession();
  if (session && refreshDue(session, now)) return [];
  const headers = requestHeaders({ site: startSiteCode(search), language: startLanguage(search), token: session?.token ?? null });
  return screen.queries.map(({ params, variables }) => {
    const body = requestBody(params, variables);
    return { key: requestKey(body, headers), headers, body };
  });
}
