/**
 * Signing in at page load, the sign-in itself: a native app's token handover checked with the
 * gateway (which checks it with the upstream before it becomes this app's session), the
 * messaging app's authorize page, and the exchange of the single-use code it comes back with
 * (the open id never reaches the app). relay/appSignInCheck.ts decides when this runs and cleans
 * the address first; this module loads on demand then, so ordinary browsers never download it.
 * The mutations are sent by this module itself, not through Relay: they run before the router
 * and the first screen exist, and their refusals are handled here, not by the global handler.
 */
import { graphql } from 'react-relay';
import type { ConcreteRequest } from 'relay-runtime';
import { loginPath } from '../session/loginGate';
import { adoptSession, getSession, type SignedInSession } from '../session/session';
import { LINK_FAILURE_PATH, landOn, PENDING_AUTHORIZATION_KEY, type PendingAuthorization, writeSession } from './appSignInState';
import { baseHeaders } from './environment';
import type { GraphQLErrorEntry } from './errors';
import type { PartnerSignIn } from '../__generated__/appSignInPartnerLinkMutation.graphql';
import { requestBody } from './request';

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

/**
 * What both sign-ins keep of the session (the stored session's fields). The answers are read as
 * sent, not through the store, so the fragment's fields arrive inline in each answer.
 */
graphql`
  fragment appSignIn_session on Session {
    token
    issuedAt
    refreshAfter
    user {
      nickname
      maskedPhone
      isVolunteer
      messagingAppBound
      avatar {
        url
      }
    }
  }
`;

const SIGN_IN = graphql`
  mutation appSignInMessagingAppMutation($code: String!) {
    signInWithMessagingApp(input: { code: $code }) {
      session {
        ...appSignIn_session
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
        ...appSignIn_session
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
` as ConcreteRequest;

const PARTNER_LINK = graphql`
  mutation appSignInPartnerLinkMutation($via: PartnerSignIn!, $ticket: String!, $returnTo: String) {
    signInWithPartner(input: { via: $via, ticket: $ticket, returnTo: $returnTo }) {
      session {
        ...appSignIn_session
      }
      returnAddress
      errors {
        ...useGraphMutation_error
      }
    }
  }
` as ConcreteRequest;

/** The raw answers of the two mutations (their UserError fragment's fields arrive inline). */
interface StartAnswer {
  startMessagingAppSignIn: { url: string | null };
}
interface SignInAnswer {
  signInWithMessagingApp: { session: SignedInSession | null };
}
interface PartnerLinkAnswer {
  signInWithPartner: { session: SignedInSession | null; returnAddress: string };
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

/** This page's address without query or fragment: where the authorize page comes back to. */
function callbackAddress(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/** Goes to the messaging app's authorize page; resolves false when the gateway refused. */
export async function authorize(returnTo: string): Promise<boolean> {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  const { data } = await send<StartAnswer>(START, { input: { redirectUri: callbackAddress(), state } });
  const url = data?.startMessagingAppSignIn.url;
  if (!url) return false;
  writeSession(PENDING_AUTHORIZATION_KEY, JSON.stringify({ state, returnTo } satisfies PendingAuthorization));
  window.location.replace(url);
  return true;
}

/** The authorize page came back with a code: exchanges it for the session, or lands where the refusal leads. */
export async function signInWithCode(code: string, returnTo: string): Promise<void> {
  const binding = getSession() !== null;
  const { data, errors } = await send<SignInAnswer>(SIGN_IN, { code }).catch(() => ({ data: null, errors: [] }));
  const session = data?.signInWithMessagingApp.session;
  if (session) adoptSession(session);
  // signed in by phone already: the binding was refused (another account's) or failed; the
  // session stays, and the page asked for opens (the next try is tomorrow's authorization)
  else if (binding) return;
  else if (errors.some((e) => e.extensions?.code === 'INVITATION_REQUIRED')) landOn('/invitation');
  else landOn(loginPath(returnTo));
}

/** A native app's handed token: signs in when the gateway accepts it. */
export async function signInWithHandedToken(token: string): Promise<void> {
  const { data } = await send<HandoverAnswer>(HANDOVER, { token }).catch(() => ({ data: null }));
  const session = data?.signInWithHandedToken.session;
  if (session) adoptSession(session);
}

/**
 * A partner's link: signs in with its one-time ticket (whose it is: `via`) and opens the page it leads to (the
 * gateway's in-app address), or the link-failure page when the token is refused.
 */
export async function signInWithLink(via: PartnerSignIn, ticket: string, returnTo: string): Promise<void> {
  const { data } = await send<PartnerLinkAnswer>(PARTNER_LINK, { via, ticket, returnTo }).catch(() => ({ data: null }));
  const answer = data?.signInWithPartner;
  if (answer?.session) {
    adoptSession(answer.session);
    landOn(answer.returnAddress);
  } else landOn(LINK_FAILURE_PATH);
}
