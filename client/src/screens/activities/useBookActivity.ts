import { graphql } from 'react-relay';
import type { useBookActivityMutation } from '../../__generated__/useBookActivityMutation.graphql';
import { useGraphMutation, type MutationPayload } from '../../relay/useGraphMutation';

const mutation = graphql`
  mutation useBookActivityMutation($input: BookActivityInput!) {
    bookActivity(input: $input) {
      order {
        id
        orderCode
        status
      }
      activity {
        id
        remainingSeats
        bookingButton
        sessions {
          id
          remaining
          bookable
        }
      }
      eligibility {
        ...integrity_eligibility
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** bookActivity: the payload's activity refreshes the seats everywhere it shows (null: the request failed). */
export function useBookActivity(): [
  (input: useBookActivityMutation['variables']['input']) => Promise<MutationPayload<useBookActivityMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useBookActivityMutation>(mutation);
  return [(input) => commit({ variables: { input } }), pending];
}
