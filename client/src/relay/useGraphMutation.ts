import { graphql, readInlineData, useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import type { useGraphMutation_error$data, useGraphMutation_error$key } from '../__generated__/useGraphMutation_error.graphql';
import { showToast, type ToastOptions } from '../env/toast';

/**
 * The fields of a refused input (UserError) the client reads. Every mutation selects its
 * payload's errors as `errors { ...useGraphMutation_error }`.
 */
const userErrorFragment = graphql`
  fragment useGraphMutation_error on UserError @inline {
    code
    field
    message
  }
`;

/**
 * One reason a mutation's input was refused. `message` is the gateway's text, already in the
 * client's language (the network layer sends `x-language`); `code` is for behaviour only.
 */
export type UserError = Omit<useGraphMutation_error$data, ' $fragmentType'>;

/** A mutation payload whose `errors` are read through the fragment; payloads without errors as they are. */
type WithUserErrors<P> = P extends { readonly errors: infer E }
  ? E extends ReadonlyArray<useGraphMutation_error$key>
    ? Omit<P, 'errors'> & { readonly errors: ReadonlyArray<UserError> }
    : never // errors selected without `...useGraphMutation_error`
  : P;

/** The payload of a mutation's single root field, its errors read. */
export type MutationPayload<M extends MutationParameters> = WithUserErrors<M['response'][keyof M['response']]>;

export interface GraphMutationConfig<M extends MutationParameters> {
  readonly variables: M['variables'];
  readonly optimisticResponse?: M['rawResponse'];
  readonly optimisticUpdater?: SelectorStoreUpdater<M['response']>;
  readonly updater?: SelectorStoreUpdater<M['response']>;
}

function payloadOf<M extends MutationParameters>(response: M['response']): MutationPayload<M> {
  // Every mutation document selects exactly one root field: its payload.
  const root = Object.values(response as Record<string, unknown>)[0] as {
    readonly errors?: ReadonlyArray<useGraphMutation_error$key>;
  } | null;
  if (!root?.errors) return root as MutationPayload<M>;
  const errors = root.errors.map((ref): UserError => readInlineData(userErrorFragment, ref));
  return { ...root, errors } as MutationPayload<M>;
}

/**
 * The one way the client commits a mutation: `commit(config)` resolves with the payload of the
 * mutation's root field (its `errors` read as UserError), or with null when the request failed —
 * the network layer (relay/environment.ts, relay/errors.ts) has already told the user why. The
 * boolean is true while a commit is in flight. Optimistic responses and updaters pass through.
 */
export function useGraphMutation<M extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(config: GraphMutationConfig<M>) => Promise<MutationPayload<M> | null>, boolean] {
  const [commit, pending] = useMutation<M>(mutation);
  const run = (config: GraphMutationConfig<M>) =>
    new Promise<MutationPayload<M> | null>((resolve) => {
      commit({
        ...config,
        onCompleted: (response) => resolve(payloadOf<M>(response)),
        onError: () => resolve(null),
      });
    });
  return [run, pending];
}

/**
 * Tells a mutation's outcome in a toast: its first refusal in the gateway's words, else `success`.
 * True on success; false on a refusal or a failed request (the network layer told that one).
 */
export function toastOutcome(payload: { readonly errors: ReadonlyArray<UserError> } | null, success: ToastOptions): boolean {
  if (!payload) return false;
  const first = payload.errors[0];
  showToast(first ? { message: first.message } : success);
  return !first;
}
