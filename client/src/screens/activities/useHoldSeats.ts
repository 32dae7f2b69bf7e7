import { graphql } from 'react-relay';
import type { useHoldSeatsMutation } from '../../__generated__/useHoldSeatsMutation.graphql';
import { useGraphMutation, type MutationPayload } from '../../relay/useGraphMutation';

const mutation = graphql`
  mutation useHoldSeatsMutation($input: HoldSeatsInput!) {
    holdSeats(input: $input) {
      heldUntil
      takenSeatIds
      seatMap {
        ...SeatMapView_seatMap
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** holdSeats: the viewer's choice held (it replaces the previous one); null when the request failed. */
export function useHoldSeats(): [
  (input: useHoldSeatsMutation['variables']['input']) => Promise<MutationPayload<useHoldSeatsMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useHoldSeatsMutation>(mutation);
  return [(input) => commit({ variables: { input } }), pending];
}
