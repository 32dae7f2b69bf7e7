import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { getSiteCode } from '../env/site';
import { GraphQLRequestError, handleGraphQLErrors, type GraphQLErrorEntry } from './errors';
import { currentLanguage } from '../i18n';
import { getSession, onSessionChange, updateToken } from '../session/session';
import { refreshDue } from '../session/stored';
import { takeEarlyAnswer } from './earlyAnswers';
import { requestBody, requestHeaders, requestKey } from './request';
import { keepAnswer, keptAnswer } from '../session/offlineAnswers';

/**
 * The operations a signed-in visitor's vouchers need offline: their codes, each reservation's
 * voucher screen, and the frame they draw in. Their last good answers are kept for that visitor
 * (session/offlineAnswers.ts) and given when no answer comes.
 */
const KEPT_OFFLINE = new Set(['AppShellQuery', 'UserCodeScreenQuery', 'ReservationDetailScreenQuery']);

/** Network failures are retried up to 4 times with a 2-second delay (not while the browser is offline). */
const NETWORK_RETRIES = 4;
const NETWORK_RETRY_DELAY_MS = 2000;

interface RawResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphQLErrorEntry[];
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => window.setTimeout(r, ms));
}

async function post(body: string, headers: Record<string, string>): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= NETWORK_RETRIES; attempt += 1) {
    try {
      return await fetch('/graphql', { method: 'POST', headers, body });
    } catch (e) {
      lastError = e;
      if (!navigator.onLine) break;
      if (attempt < NETWORK_RETRIES) await sleep(NETWORK_RETRY_DELAY_MS);
    }
  }
  throw lastError;
}

/** The headers of the app's requests: the site, the language shown and the session now. */
export function baseHeaders(): Record<string, string> {
  return requestHeaders({ site: getSiteCode(), language: currentLanguage(), token: getSession()?.token ?? null });
}

/** Operations that must not wait for (or trigger) a session refresh. */
const NO_REFRESH = new Set(['refreshSessionMutation', 'LoginScreenSendCodeMutation', 'LoginScreenSignInMutation']);
/** Tokens whose refresh was already tried: refresh runs once per token, never in a loop. */
const refreshTried = new Set<string>();
let refreshing: Promise<void> | null = null;

interface RefreshResponse {
  data?: { refreshSession?: { session?: { token: string; issuedAt: string; refreshAfter: string } | null } | null } | null;
  errors?: GraphQLErrorEntry[];
}

/**
 * A session older than its `refreshAfter` (session/stored.ts `refreshDue`) is exchanged
 * once for a fresh token before the next request. A failed refresh is not retried; the request
 * goes on with the old token (which either still works or answers UNAUTHENTICATED).
 */
function refreshIfDue(): Promise<void> {
  const s = getSession();
  if (!s || refreshTried.has(s.token) || !refreshDue(s, Date.now())) return Promise.resolve();
  if (refreshing) return refreshing;
  refreshTried.add(s.token);
  // the mutation's document loads when a refresh is due (most loads never need it)
  refreshing = import('../session/refresh')
    .then(({ refreshSessionMutation }) =>
      fetch('/graphql', { method: 'POST', headers: baseHeaders(), body: requestBody(refreshSessionMutation.params, {}) }),
    )
    .then((res) => res.json() as Promise<RefreshResponse>)
    .then((json) => {
      const next = json.data?.refreshSession?.session;
      if (next && getSession()?.token === s.token) updateToken(next.token, next.issuedAt, next.refreshAfter);
    })
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const fetchGraphQL: FetchFunction = async (params, variables) => {
  if (!NO_REFRESH.has(params.name)) await refreshIfDue();
  const headers = baseHeaders();
  const body = requestBody(params, variables);

  // The first screen's queries may be in flight already (index.html's inline script): taken when
  // it asked exactly this, else asked now. Network failures are retried (post), then fail
  // silently: no toast; the screen's error view (or a mutation's caller) says what failed where.
  const early = takeEarlyAnswer(requestKey(body, headers));
  const kept = KEPT_OFFLINE.has(params.name);
  // the operation as built, its variables and what else chose the answer
  const key = JSON.stringify([params.id ?? params.name, variables, headers['x-site-code'], headers['x-language']]);
  let res: Response;
  try {
    res = await (early ? early.catch(() => post(body, headers)) : post(body, headers));
  } catch (e) {
    const answer = kept ? keptAnswer(key) : undefined;
    if (answer) return { data: answer } as GraphQLResponse;
    throw e;
  }
  const json = (await res.json()) as RawResponse;
  const errors = json.errors ?? [];
  if (errors.length > 0) handleGraphQLErrors(errors);
  if (json.data == null) throw new GraphQLRequestError(errors);
  if (kept && errors.length === 0) keepAnswer(key, json.data, headers['x-token']);
  // A failing field fails alone: keep the data that came with the errors.
  return { data: json.data, errors: errors.length > 0 ? errors : undefined } as GraphQLResponse;
};

/** Subscriptions over server-sent events; the transport (relay/sse.ts) loads on the first one. */
const subscribeGraphQL: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    import('./sse').then(
      ({ subscribeOverSse }) => {
        if (!closed) dispose = subscribeOverSse(params, variables, sink, baseHeaders);
      },
      (error: Error) => sink.error(error),
    );
    return () => {
      closed = true;
      dispose?.();
    };
  });

function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
  });
}

/** The single Relay environment. A site switch reloads the page, so one store per site. */
export const environment = createEnvironment();

// Signing in or out changes what every query would answer (viewer state, likes, credit):
// everything cached becomes stale and is fetched again on next use.
onSessionChange(() => {
  // RelayRecordSourceProxy implements invalidateStore(); the type definitions only list it on
  // the selector proxy.
  environment.commitUpdate((store) => (store as unknown as { invalidateStore(): void }).invalidateStore());
});
