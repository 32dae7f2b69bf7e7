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
        ...useGraphMutation_error
      }
    }
  }
`;

/** reserveDay: the payload's resource brings the days and slots after the reservation (null: the request failed). */
export function useReserveDay(): [(input: useReserveDayMutation['variables']['input']) => Promise<MutationPayload<useReserveDayMutation> | null>, boolean] {
  const [commit, pending] = useGraphMutation<useReserveDayMutation>(mutation);
  return [(input) => commit({ variables: { input } }), pending];
}
