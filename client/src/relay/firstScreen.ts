import { hashPath, hashSearch } from '../env/address';
import { startSiteCode } from '../env/site';
import { languageSiteWanted, startLanguage } from '../i18n/languages';
import { readStoredSession, refreshDue } from '../session/stored';
import { requestBody, requestHeaders, requestKey, type OperationParams } from './request';

/** A query as a route loader sends it: its document and variables. */
export interface FirstScreenQuery {
  params: OperationParams;
  variables: Record<string, unknown>;
}

/**
 * A main screen whose first query index.html's inline script may send: the paths it answers
 * (their groups are the route's parameters) and the query its route loader sends for them, with
 * the same variables.
 */
export interface FirstScreen {
  path: RegExp;
  query(params: (string | undefined)[]): FirstScreenQuery;
}

export interface EarlyRequest {
  key: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The requests index.html's inline script sends while the app's JavaScript downloads (the app
 * takes their answers, relay/earlyAnswers.ts): the shell's query and the screen's, from the
 * address and the stored site, language and session read as the app will read them. None when the
 * app would ask otherwise: a session refresh that is due first, an index address that switches to
 * its language's site, a route not listed.
 */
export function firstScreenRequests(shell: FirstScreenQuery, screens: readonly FirstScreen[], hash: string, now: number): EarlyRequest[] {
  const path = hashPath(hash);
  const search = hashSearch(hash);
  const match = screens.map((s) => ({ screen: s, groups: s.path.exec(path) })).find((m) => m.groups);
  if (!match?.groups || languageSiteWanted(path, search)) return [];
  const session = readStoredSession();
  if (session && refreshDue(session, now)) return [];
  const headers = requestHeaders({ site: startSiteCode(search), language: startLanguage(search), token: session?.token ?? null });
  return [shell, match.screen.query(match.groups.slice(1))].map(({ params, variables }) => {
    const body = requestBody(params, variables);
    return { key: requestKey(body, headers), headers, body };
  });
}
