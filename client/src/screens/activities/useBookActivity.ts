import { graphql } from 'react-relay';
import type { useBookActivityMutation, useBookActivityMutation$data } from '../../__generated__/useBookActivityMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  return usePromiseMutation<useBookActivityMutation, useBookActivityMutation['variables']['input'], BookActivityResult>(
    mutation,
    (input) => ({ input }),
    (res) => res.bookActivity,
  );
}
