import { graphql } from 'react-relay';
import type { useReserveDayMutation, useReserveDayMutation$data } from '../../__generated__/useReserveDayMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation useReserveDayMutation($input: ReserveDayInput!) {
    reserveDay(input: $input) {
      order {
        id
        orderCode
      }
      resource {
        id
        ... on Venue {
          reservation {
            ...ReservationDays_reservation
            days {
              date
              state
              bookable
              remaining
              timeSlots {
                id
                remaining
                bookable
              }
            }
          }
        }
        ... on ScenicArea {
          reservation {
            ...ReservationDays_reservation
            days {
              date
              state
              bookable
              remaining
              timeSlots {
                id
                remaining
                bookable
              }
            }
          }
        }
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

export type ReserveDayResult = useReserveDayMutation$data['reserveDay'];

/** reserveDay: the payload's resource brings the days and slots after the reservation. */
export function useReserveDay(): [(input: useReserveDayMutation['variables']['input']) => Promise<ReserveDayResult>, boolean] {
  return usePromiseMutation<useReserveDayMutation, useReserveDayMutation['variables']['input'], ReserveDayResult>(
    mutation,
    (input) => ({ input }),
    (res) => res.reserveDay,
  );
}
