import { useState } from 'react';
import { fetchQuery, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { OperationType } from 'relay-runtime';
import type { integrity_eligibility$key } from '../../__generated__/integrity_eligibility.graphql';
import { requireLogin } from '../../session/loginGate';
import { runIntegrityCheck } from './integrity';

/** A query asking a node's `bookingEligibility { ...integrity_eligibility }` by id. */
interface EligibilityQuery extends OperationType {
  readonly variables: { readonly id: string };
  readonly response: { readonly node: { readonly bookingEligibility?: integrity_eligibility$key | null } | null | undefined };
}

/**
 * Book pressed: the login gate (coming back to `returnTo`, default here), then the eligibility asked
 * fresh by `query` (the credit may have changed since the page loaded) through the integrity check,
 * then `to`. `checking` is true meanwhile; a press while checking does nothing.
 */
export function useEligibilityGate<Q extends EligibilityQuery>(
  query: GraphQLTaggedNode,
  id: string,
): [boolean, (to: string, returnTo?: string) => Promise<void>] {
  const env = useRelayEnvironment();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const go = async (to: string, returnTo?: string) => {
    if (checking || !(await requireLogin(returnTo))) return;
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
  return [checking, go];
}
