import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { integrity_eligibility$key } from '../../__generated__/integrity_eligibility.graphql';
import { currentAddress, requireLogin } from '../../session/loginGate';
import { isSignedIn } from '../../session/session';
import { runIntegrityCheck } from './integrity';

/** A query asking a node's `bookingEligibility { ...integrity_eligibility }` by id. */
interface EligibilityQuery extends OperationType {
  readonly variables: { readonly id: string };
  readonly response: { readonly node: { readonly bookingEligibility?: integrity_eligibility$key | null } | null | undefined };
}

/** The mark on a page's address that it is to go on with its booking once its visitor is signed in. */
const RESUME = 'book';

/** This page's address, marked to go on with the booking after signing in. */
function resumeAddress(): string {
  const here = currentAddress();
  return `${here}${here.includes('?') ? '&' : '?'}${RESUME}=1`;
}

/**
 * Book pressed: the login gate, then the eligibility asked fresh by `query` (the credit may have
 * changed since the page loaded) through the integrity check, then `to`. With `resumeTo`, a visitor
 * who signs in from the gate comes back to this page and goes straight on to `resumeTo` through the
 * same checks (without it, the gate comes back to `returnTo`, default this page). `checking` is
 * true meanwhile; a press while checking does nothing.
 */
export function useEligibilityGate<Q extends EligibilityQuery>(
  query: GraphQLTaggedNode,
  id: string,
  resumeTo?: string,
): [boolean, (to: string, returnTo?: string) => Promise<void>] {
  const env = useRelayEnvironment();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const go = async (to: string, returnTo?: string) => {
    if (checking || !(await requireLogin(returnTo ?? (resumeTo ? resumeAddress() : undefined)))) return;
    setChecking(true);
    try {
      const res = await fetchQuery<Q>(env, query, { id }, { fetchPolicy: 'network-only' }).toPromise();
      const e = res?.node?.bookingEligibility;
      if (e && (await runIntegrityCheck(e))) navigate(to);
    } catch {
      /* the network layer already said why */
    } finally {
      setChecking(false);
    }
  };
  // back from signing in with a booking to go on with: the mark leaves the address, the checks run
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!resumeTo || params.get(RESUME) !== '1') return;
    const rest = new URLSearchParams(params);
    rest.delete(RESUME);
    setParams(rest, { replace: true });
    if (isSignedIn()) void go(resumeTo);
  }, []);
  return [checking, go];
}
