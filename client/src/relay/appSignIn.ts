/**
 * Signing in at page load: a native app's token handover, and inside the messaging app (WeChat).
 *
 * The Android and iOS apps open their webview on an address with `source=android|ios` and
 * `token=` (the visitor's session in the app): the token leaves the address before anything
 * else, and the gateway checks it with the upstream before it becomes this app's session.
 *
 * Inside the messaging app, its browser without a session goes,
 * once a day (the authorization version cookie), through the messaging app's authorize page,
 * which comes back to this page with a single-use code (or without one when the person denies:
 * the sign-in page). The gateway exchanges the code for the session; the open id never reaches
 * the app. The callback address is replaced in the history before anything else, so the code
 * never stays in it. A session the upstream ends (UNAUTHENTICATED) re-authorizes at most twice a
 * tab before the sign-in page. The mini-program webview and ordinary browsers go on directly.
 * The mutations are sent by this module itself, not through Relay: they run before the router
 * and the first screen exist, and their refusals are handled here, not by the global handler.
 */
import { graphql, type ConcreteRequest } from 'relay-runtime';
import { browserKind } from '../env/browserKind';
import { loginPath } from '../session/loginGate';
import { adoptSession, getSession, type SignedInSession } from '../session/session';
import { baseHeaders } from './environment';
import { requestBody } from './request';
import { registerReauthorization, type GraphQLErrorEntry } from './errors';

const START = graphql`
  mutation appSignInStartMutation($input: StartMessagingAppSignInInput!) {
    startMessagingAppSignIn(input: $input) {
      url
      errors {
        ...useGraphMutation_error
      }
    }
  }
` as ConcreteRequest;

const SIGN_IN = graphql`
  mutation appSignInMessagingAppMutation($code: String!) {
    signInWithMessagingApp(input: { code: $code }) {
      session {
        token
        issuedAt
        refreshAfter
        user {
          nickname
          maskedPhone
          isVolunteer
          avatar {
            url
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
` as ConcreteRequest;

const HANDOVER = graphql`
  mutation appSignInHandoverMutation($token: String!) {
    signInWithHandedToken(input: { token: $token }) {
      session {
        token
        issuedAt
        refreshAfter
        user {
          nickname
          maskedPhone
          isVolunteer
          avatar {
            url
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
` as ConcreteRequest;

/** The native apps that hand their session over (the address's `source`). */
const NATIVE_SOURCES = new Set(['android', 'ios']);

/** The authorization version cookie: a first load without it authorizes once; it lasts one day. */
const VERSION_COOKIE = 'ctpAuthVersion';
const VERSION_COOKIE_MAX_AGE_S = 24 * 3600;
/** How many times this tab re-authorized after the upstream ended a session. */
const REAUTH_KEY = 'ctp.messagingAppReauth';
const MAX_REAUTHORIZATIONS = 2;
/** Where a pending authorization (its state and the address to come back to) waits for the callback. */
const PENDING_AUTHORIZATION_KEY = 'ctp.messagingAppAuth';

interface Pending {
  state: string;
  returnTo: string;
}

/** The raw answers of the two mutations (their UserError fragment's fields arrive inline). */
interface StartAnswer {
  startMessagingAppSignIn: { url: string | null };
}
interface SignInAnswer {
  signInWithMessagingApp: { session: SignedInSession | null };
}
interface HandoverAnswer {
  signInWithHandedToken: { session: SignedInSession | null };
}

async function send<T>(
  request: ConcreteRequest,
  variables: Record<string, unknown>,
): Promise<{ data: T | null; errors: GraphQLErrorEntry[] }> {
  const res = await fetch('/graphql', { method: 'POST', headers: baseHeaders(), body: requestBody(request.params, variables) });
  const json = (await res.json()) as { data?: T | null; errors?: GraphQLErrorEntry[] };
  return { data: json.data ?? null, errors: json.errors ?? [] };
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    /* private mode: nothing kept */
  }
}

function hasVersionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${VERSION_COOKIE}=`));
}

function setVersionCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's authorization version cookie; the Cookie Store API is missing in the messaging app's iOS webview
  document.cookie = `${VERSION_COOKIE}=1; max-age=${VERSION_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}

/** This page's address without query or fragment: where the authorize page comes back to. */
function callbackAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** Goes to the messaging app's authorize page; resolves false when the gateway refused. */
async function authorize(returnTo: string): Promise<boolean> {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  const { data } = await send<StartAnswer>(START, { input: { redirectUri: callbackAddress(), state } });
  const url = data?.startMessagingAppSignIn.url;
  if (!url) return false;
  writeSession(PENDING_AUTHORIZATION_KEY, JSON.stringify({ state, returnTo } satisfies Pending));
  window.location.replace(url);
  return true;
}

function readPending(): Pending | null {
  try {
    const v = JSON.parse(readSession(PENDING_AUTHORIZATION_KEY) ?? 'null') as Partial<Pending> | null;
    return v && typeof v.state === 'string' && typeof v.returnTo === 'string' ? { state: v.state, returnTo: v.returnTo } : null;
  } catch {
    return null;
  }
}

/** The in-app address to land on (only in-app paths). */
function landOn(address: string): void {
  window.history.replaceState(
    null,
    '',
    `${window.location.pathname}#${address.startsWith('/') && !address.startsWith('//') ? address : '/index'}`,
  );
}

/** The authorize page came back (with a code, or without one when denied): sign in and land on the page asked for. */
async function completeSignIn(search: URLSearchParams): Promise<void> {
  const pending = readPending();
  writeSession(PENDING_AUTHORIZATION_KEY, null);
  const returnTo = pending?.returnTo ?? '/index';
  // the code leaves the address (and the history) before anything else happens
  landOn(returnTo);
  if (!pending || pending.state !== search.get('state')) return;
  const code = search.get('code');
  if (!code) {
    landOn(loginPath(returnTo));
    return;
  }
  const { data, errors } = await send<SignInAnswer>(SIGN_IN, { code }).catch(() => ({ data: null, errors: [] }));
  const session = data?.signInWithMessagingApp.session;
  if (session) adoptSession(session);
  else if (errors.some((e) => e.extensions?.code === 'INVITATION_REQUIRED')) landOn('/invitation');
  else landOn(loginPath(returnTo));
}

/** The callback's parameters when this load is the authorize page coming back. */
function callbackParams(): URLSearchParams | null {
  const search = new URLSearchParams(window.location.search);
  return search.has('state') && readSession(PENDING_AUTHORIZATION_KEY) !== null ? search : null;
}

/**
 * A native app's handover (`#/path?source=android&token=…`): the token leaves the address (the
 * source stays: the page knows it runs in the app), then signs in when the gateway accepts it.
 */
function handOver(): Promise<void> | null {
  const hash = window.location.hash.slice(1);
  const q = hash.indexOf('?');
  const search = new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
  const token = search.get('token');
  if (!token || !NATIVE_SOURCES.has(search.get('source') ?? '')) return null;
  search.delete('token');
  const rest = search.toString();
  landOn(`${q >= 0 ? hash.slice(0, q) : hash}${rest ? `?${rest}` : ''}`);
  return send<HandoverAnswer>(HANDOVER, { token }).then(
    ({ data }) => {
      const session = data?.signInWithHandedToken.session;
      if (session) adoptSession(session);
    },
    () => undefined,
  );
}

/**
 * Runs before the first screen: a native app's handover, or completes a sign-in the authorize page came back from, or, in the
 * messaging app's browser without a session and without the version cookie, goes to the authorize
 * page (the returned promise then never settles: the page is leaving). Null when there is
 * nothing to do first (an ordinary browser starts at once, exactly as without this module).
 */
export function prepareAppSession(returnTo: string): Promise<void> | null {
  registerReauthorization(reauthorizeInMessagingApp);
  const handover = handOver();
  if (handover) return handover;
  const callback = callbackParams();
  if (callback) return completeSignIn(callback);
  if (browserKind() !== 'messaging-app' || getSession() || hasVersionCookie()) return null;
  setVersionCookie();
  return authorize(returnTo).then(
    (went) => (went ? new Promise<void>(() => undefined) : undefined),
    () => undefined,
  );
}

/**
 * After the upstream ended the session inside the messaging app: authorizes again, at most twice
 * a tab. True when it went to the authorize page (the caller does not show the sign-in page).
 */
function reauthorizeInMessagingApp(returnTo: string): boolean {
  if (browserKind() !== 'messaging-app') return false;
  const done = Number(readSession(REAUTH_KEY) ?? '0') || 0;
  if (done >= MAX_REAUTHORIZATIONS) return false;
  writeSession(REAUTH_KEY, String(done + 1));
  authorize(returnTo).then(
    (went) => {
      if (!went) window.location.hash = `#${loginPath(returnTo)}`;
    },
    () => {
      window.location.hash = `#${loginPath(returnTo)}`;
    },
  );
  return true;
}
