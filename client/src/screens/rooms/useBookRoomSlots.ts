import { graphql, useMutation } from 'react-relay';
import type { useBookRoomSlotsMutation, useBookRoomSlotsMutation$data } from '../../__generated__/useBookRoomSlotsMutation.graphql';

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

export type BookRoomSlotsResult = useBookRoomSlotsMutation$data['bookRoomSlots'];

/** bookRoomSlots: the payload's room brings the day's slots after the booking. */
export function useBookRoomSlots(): [(input: useBookRoomSlotsMutation['variables']['input']) => Promise<BookRoomSlotsResult>, boolean] {
  const [commit, pending] = useMutation<useBookRoomSlotsMutation>(mutation);
  const book = (input: useBookRoomSlotsMutation['variables']['input']) =>
    new Promise<BookRoomSlotsResult>((resolve, reject) => {
      commit({ variables: { input, date: input.date }, onCompleted: (res) => resolve(res.bookRoomSlots), onError: reject });
    });
  return [book, pending];
}
