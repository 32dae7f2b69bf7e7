import { graphql, useMutation } from 'react-relay';
import type { useBookActivityMutation, useBookActivityMutation$data } from '../../__generated__/useBookActivityMutation.graphql';

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
        allowed
        refusal
        action
        score
        requiredScore
        missedCount
        banStartsAt
        banEndsAt
      }
      errors {
        code
        message
        limit
        field
      }
    }
  }
`;

export type BookActivityResult = useBookActivityMutation$data['bookActivity'];

/** bookActivity: the payload's activity refreshes the seats everywhere it shows. */
export function useBookActivity(): [(input: useBookActivityMutation['variables']['input']) => Promise<BookActivityResult>, boolean] {
  const [commit, pending] = useMutation<useBookActivityMutation>(mutation);
  const book = (input: useBookActivityMutation['variables']['input']) =>
    new Promise<BookActivityResult>((resolve, reject) => {
      commit({ variables: { input }, onCompleted: (res) => resolve(res.bookActivity), onError: reject });
    });
  return [book, pending];
}
