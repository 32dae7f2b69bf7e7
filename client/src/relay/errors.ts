import i18n from '../i18n';
import { showToast } from '../env/toast';
import { openTooManyVisitors } from '../env/tooManyVisitors';
import { appNavigate, currentPath } from '../env/navigate';
import { clearSession } from '../session/session';
import { currentAddress, loginPath } from '../session/loginGate';

/** One entry of a GraphQL response's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

/** The error codes the schema documents (schema.graphql header). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'SERVICE_SUSPENDED'
  | 'INVITATION_REQUIRED'
  | 'TOO_MANY_VISITORS'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'SITE_IN_TESTING';

const KNOWN = new Set<string>([
  'UNAUTHENTICATED',
  'SERVICE_SUSPENDED',
  'INVITATION_REQUIRED',
  'TOO_MANY_VISITORS',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'SITE_IN_TESTING',
]);

/** Thrown by the network layer when a response has no data at all. */
export class GraphQLRequestError extends Error {
  readonly codes: string[];
  constructor(readonly errors: ReadonlyArray<GraphQLErrorEntry>) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
    this.codes = errors.map((e) => e.extensions?.code ?? 'UNKNOWN');
  }
}

/**
 * True when a failure means the visitor is offline: the browser says so, or no answer came (fetch
 * rejects with a TypeError when the network fails; the network layer passes it on after its retries).
 */
export function isOfflineFailure(error: unknown): boolean {
  return !navigator.onLine || error instanceof TypeError;
}

/**
 * The error of a field read with `@catch(to: RESULT)`: Relay hands over each entry's path and
 * extensions (the code), never the server's message.
 */
export function caughtFieldError(errors: ReadonlyArray<unknown>): GraphQLRequestError {
  return new GraphQLRequestError(
    errors.map((e) => {
      const extensions =
        typeof e === 'object' && e !== null && 'extensions' in e ? (e as Pick<GraphQLErrorEntry, 'extensions'>).extensions : undefined;
      return { message: '', extensions };
    }),
  );
}

/** The gateway's answer for a site code that names no site (NOT_FOUND, reason SITE). */
export function isSiteNotFound(error: GraphQLErrorEntry): boolean {
  return error.extensions?.code === 'NOT_FOUND' && error.extensions.reason === 'SITE';
}

/** The message a person sees for an error (localized, except UPSTREAM_ERROR: the server's text). */
export function messageFor(error: GraphQLErrorEntry): string {
  const code = error.extensions?.code;
  if (code === 'UPSTREAM_ERROR' && error.message) return error.message;
  if (code && KNOWN.has(code)) return i18n.t(`errors.${code}`);
  return i18n.t('errors.UNKNOWN');
}

/** Pages where a login redirect must not start again (no loops). */
function onLoginPage(path: string): boolean {
  return path === '/login' || path.startsWith('/bind-phone');
}

/** What signs in again without the sign-in page (inside the messaging app); true when it took over. */
type Reauthorize = (returnTo: string) => boolean;
let reauthorize: Reauthorize = () => false;

/** Sets how an ended session signs in again before the sign-in page is shown (relay/appSignInCheck.ts). */
export function registerReauthorization(fn: Reauthorize): void {
  reauthorize = fn;
}

/**
 * UNAUTHENTICATED: clear the local session and sign in again (inside the messaging app, its
 * authorization) or go to /login, once, coming back here afterwards.
 */
export function handleUnauthenticated(): void {
  clearSession();
  const path = currentPath();
  if (onLoginPage(path)) return;
  if (reauthorize(currentAddress())) return;
  appNavigate(loginPath(currentAddress()));
}

/** INVITATION_REQUIRED: an invitation is needed, except on /invitation and /registered-c. */
function handleInvitationRequired(): void {
  const path = currentPath();
  if (path === '/invitation' || path === '/registered-c') return;
  appNavigate('/invitation', { replace: true });
}

/** The page of a site in beta for a signed-in user who is not one of its testers. */
export const SITE_TESTING_PATH = '/site-testing';

/**
 * Global handling by `extensions.code`: SERVICE_SUSPENDED → /stop-service, SITE_IN_TESTING → /site-testing,
 * TOO_MANY_VISITORS → the prompt dialog, UNAUTHENTICATED → session cleared and /login,
 * INVITATION_REQUIRED → /invitation, anything else → a toast.
 */
export function handleGraphQLErrors(errors: ReadonlyArray<GraphQLErrorEntry>): void {
  const codes = new Set(errors.map((e) => e.extensions?.code ?? 'UNKNOWN'));
  if (codes.has('SERVICE_SUSPENDED')) {
    if (currentPath() !== '/stop-service') appNavigate('/stop-service', { replace: true });
    return;
  }
  if (codes.has('SITE_IN_TESTING')) {
    if (currentPath() !== SITE_TESTING_PATH) appNavigate(SITE_TESTING_PATH, { replace: true });
    return;
  }
  if (codes.has('TOO_MANY_VISITORS')) {
    openTooManyVisitors();
    return;
  }
  if (codes.has('UNAUTHENTICATED')) {
    handleUnauthenticated();
    return;
  }
  if (codes.has('INVITATION_REQUIRED')) {
    handleInvitationRequired();
    return;
  }
  // an unknown site: the shell shows its "site not found" page; no toast besides it
  if (errors.some(isSiteNotFound)) return;
  const first = errors[0];
  if (first) showToast({ message: () => messageFor(first), type: 'text' });
}
