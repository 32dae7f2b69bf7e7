import { graphql } from 'react-relay';
import type { useBookRoomSlotsMutation, useBookRoomSlotsMutation$data } from '../../__generated__/useBookRoomSlotsMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

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
  return usePromiseMutation<useBookRoomSlotsMutation, useBookRoomSlotsMutation['variables']['input'], BookRoomSlotsResult>(
    mutation,
    (input) => ({ input, date: input.date }),
    (res) => res.bookRoomSlots,
  );
}
