import { graphql } from 'react-relay';
import type { useReserveDayMutation } from '../../__generated__/useReserveDayMutation.graphql';
import { useGraphMutation, type MutationPayload } from '../../relay/useGraphMutation';

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
            ...useReserveDay_reservation
          }
        }
        ... on ScenicArea {
          reservation {
            ...useReserveDay_reservation
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** What a reservation brings back of the resource's calendar: its days and their slots, as the pages show them. */
graphql`
  fragment useReserveDay_reservation on Reservation {
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
`;

/** reserveDay: the payload's resource brings the days and slots after the reservation (null: the request failed). */
export function useReserveDay(): [
  (input: useReserveDayMutation['variables']['input']) => Promise<MutationPayload<useReserveDayMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useReserveDayMutation>(mutation);
  return [(input) => commit({ variables: { input } }), pending];
}
