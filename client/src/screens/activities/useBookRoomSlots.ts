import { graphql } from 'react-relay';
import type { useBookRoomSlotsMutation } from '../../__generated__/useBookRoomSlotsMutation.graphql';
import { useGraphMutation, type MutationPayload } from '../../relay/useGraphMutation';

const mutation = graphql`
  mutation useBookRoomSlotsMutation($input: BookRoomSlotsInput!, $date: String!) {
    bookRoomSlots(input: $input) {
      order {
        id
        orderCode
      }
      room {
        id
        timeSlots(date: $date) {
          id
          state
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

/** bookRoomSlots: the payload's room brings the day's slots after the booking (null: the request failed). */
export function useBookRoomSlots(): [
  (input: useBookRoomSlotsMutation['variables']['input']) => Promise<MutationPayload<useBookRoomSlotsMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useBookRoomSlotsMutation>(mutation);
  return [(input) => commit({ variables: { input, date: input.date } }), pending];
}
