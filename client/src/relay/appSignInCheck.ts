/**
 * Signing in at page load, the checks: whether this load must sign in before the first screen
 * (a native app's token handover, the messaging app's authorize page coming back, or the
 * messaging app's browser without a session), and the address cleaning that comes before
 * anything else. They are tiny and run in the entry; the sign-in itself (relay/appSignIn.ts, its
 * mutations) loads only when they say it must run, still before the router exists.
 *
 * The Android and iOS apps open their webview on an address with `source=android|ios` and
 * `token=` (the visitor's session in the app): the token leaves the address before anything
 * else. Inside the messaging app (WeChat), its browser without a session goes, once a day (the
 * authorization version cookie), through the messaging app's authorize page, which comes back to
 * this page with a single-use code (or without one when the person denies: the sign-in page); a
 * visitor signed in by phone whose account has no messaging-app account bound goes through it
 * too, and the code binds it (a refusal keeps the session).
 * The callback address is replaced in the history before anything else, so the code never stays
 * in it. A session the upstream ends (UNAUTHENTICATED) re-authorizes at most twice a tab before
 * the sign-in page. A partner's link (a portal's `#/path?daqToken=…`, or another partner's ticket:
 * PARTNER_TICKETS) signs in with its one-time ticket: the ticket leaves the address first, and the page it leads to opens once the gateway
 * accepted it (`/errorlinkFailure` when not). The mini-program webview and ordinary browsers go on
 * directly.
 */
import { browserKind } from '../env/browserKind';
import { loginPath } from '../session/loginGate';
import { getSession } from '../session/session';
import {
  LINK_FAILURE_PATH,
  landOn,
  PENDING_AUTHORIZATION_KEY,
  type PendingAuthorization,
  readSession,
  writeSession,
} from './appSignInState';
import { registerReauthorization } from './errors';

/**
 * A partner's one-time ticket in the address, by its parameter, and whose it is (the gateway's
 * `PartnerSignIn`): a partner portal's link, the external portal's, iFly's and cddy's tokens, and
 * tfCloud's and hheSpeed's login codes.
 */
const PARTNER_TICKETS = {
  daqToken: 'PORTAL_LINK',
  externalToken: 'EXTERNAL',
  iflyToken: 'IFLY',
  cddyToken: 'CDDY',
  tfCode: 'TF_CLOUD',
  hheCode: 'HHE_SPEED',
} as const;

/** The native apps that hand their session over (the address's `source`). */
const NATIVE_SOURCES = new Set(['android', 'ios']);

/** The authorization version cookie: a first load without it authorizes once; it lasts one day. */
const VERSION_COOKIE = 'ctpAuthVersion';
const VERSION_COOKIE_MAX_AGE_S = 24 * 3600;
/** How many times this tab re-authorized after the upstream ended a session. */
const REAUTH_KEY = 'ctp.messagingAppReauth';
const MAX_REAUTHORIZATIONS = 2;
const signInFlow = () => import('./appSignIn');

function hasVersionCookie(): boolean {
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${VERSION_COOKIE}=`));
}

function setVersionCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's authorization version cookie; the Cookie Store API is missing in the messaging app's iOS webview
  document.cookie = `${VERSION_COOKIE}=1; max-age=${VERSION_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}

function takePending(): PendingAuthorization | null {
  const raw = readSession(PENDING_AUTHORIZATION_KEY);
  writeSession(PENDING_AUTHORIZATION_KEY, null);
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<PendingAuthorization> | null;
    return v && typeof v.state === 'string' && typeof v.returnTo === 'string' ? { state: v.state, returnTo: v.returnTo } : null;
  } catch {
    return null;
  }
}

/**
 * Takes a parameter out of the hash route's query before anything else (the address without it
 * replaces the current one), when `when` accepts the query: its value and the address left, or
 * null when this load has none.
 */
function takeFromAddress(name: string, when: (search: URLSearchParams) => boolean): { value: string; address: string } | null {
  const hash = window.location.hash.slice(1);
  const q = hash.indexOf('?');
  const search = new URLSearchParams(q >= 0 ? hash.slice(q + 1) : '');
  const value = search.get(name);
  if (!value || !when(search)) return null;
  search.delete(name);
  const rest = search.toString();
  const address = `${(q >= 0 ? hash.slice(0, q) : hash) || '/index'}${rest ? `?${rest}` : ''}`;
  landOn(address);
  return { value, address };
}

/** The callback's parameters when this load is the authorize page coming back. */
function callbackParams(): URLSearchParams | null {
  const search = new URLSearchParams(window.location.search);
  return search.has('state') && readSession(PENDING_AUTHORIZATION_KEY) !== null ? search : null;
}

/** The authorize page came back (with a code, or without one when denied): the code leaves the address first. */
function completeSignIn(search: URLSearchParams): Promise<void> | null {
  const pending = takePending();
  const returnTo = pending?.returnTo ?? '/index';
  landOn(returnTo);
  if (!pending || pending.state !== search.get('state')) return null;
  const code = search.get('code');
  if (!code) {
    landOn(loginPath(returnTo));
    return null;
  }
  return signInFlow().then(
    (flow) => flow.signInWithCode(code, returnTo),
    () => landOn(loginPath(returnTo)),
  );
}

/**
 * Runs before the first screen: a native app's handover, or completes a sign-in the authorize
 * page came back from, or, in the messaging app's browser without a session and without the
 * version cookie, goes to the authorize page (the returned promise then never settles: the page
 * is leaving). Null when there is nothing to do first (an ordinary browser starts at once).
 */
export function prepareAppSession(returnTo: string): Promise<void> | null {
  registerReauthorization(reauthorizeInMessagingApp);
  // a native app's handover (`#/path?source=android&token=…`): the source stays (the page knows it runs in the app)
  const handed = takeFromAddress('token', (search) => NATIVE_SOURCES.has(search.get('source') ?? ''));
  if (handed)
    return signInFlow().then(
      (flow) => flow.signInWithHandedToken(handed.value),
      () => undefined,
    );
  // a partner's ticket (`#/path?daqToken=…`, `?iflyToken=…`…): the page it leads to opens once signed in
  for (const [name, via] of Object.entries(PARTNER_TICKETS)) {
    const link = takeFromAddress(name, () => true);
    if (link)
      return signInFlow().then(
        (flow) => flow.signInWithLink(via, link.value, link.address),
        () => landOn(LINK_FAILURE_PATH),
      );
  }
  const callback = callbackParams();
  if (callback) return completeSignIn(callback);
  // inside the messaging app, once a day: a visitor without a session signs in through its
  // authorization; one signed in by phone whose account has no messaging-app account bound goes
  // through it too, and the code it comes back with binds it
  const session = getSession();
  if (browserKind() !== 'messaging-app' || (session && session.messagingAppBound !== false) || hasVersionCookie()) return null;
  setVersionCookie();
  return signInFlow()
    .then((flow) => flow.authorize(returnTo))
    .then(
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
  signInFlow()
    .then((flow) => flow.authorize(returnTo))
    .then(
      (went) => {
        if (!went) window.location.hash = `#${loginPath(returnTo)}`;
      },
      () => {
        window.location.hash = `#${loginPath(returnTo)}`;
      },
    );
  return true;
}
