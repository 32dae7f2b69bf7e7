import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';

/**
 * useMutation as a promise: `run(input)` commits with `variables(input)` and resolves the part of
 * the response `result` picks (rejects on a network/GraphQL failure); the boolean is in-flight.
 */
export function usePromiseMutation<M extends MutationParameters, I, R>(
  mutation: GraphQLTaggedNode,
  variables: (input: I) => M['variables'],
  result: (response: M['response']) => R,
): [(input: I) => Promise<R>, boolean] {
  const [commit, pending] = useMutation<M>(mutation);
  const run = (input: I) =>
    new Promise<R>((resolve, reject) => {
      commit({ variables: variables(input), onCompleted: (res) => resolve(result(res)), onError: reject });
    });
  return [run, pending];
}
