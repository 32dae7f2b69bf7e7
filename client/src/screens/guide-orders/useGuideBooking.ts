import { graphql } from 'react-relay';
import type { useGuideBookingNarratorMutation } from '../../__generated__/useGuideBookingNarratorMutation.graphql';
import type { useGuideBookingSessionMutation } from '../../__generated__/useGuideBookingSessionMutation.graphql';
import { useGraphMutation, type MutationPayload } from '../../relay/useGraphMutation';

const narratorMutation = graphql`
  mutation useGuideBookingNarratorMutation($input: BookNarratorInput!) {
    bookNarrator(input: $input) {
      order {
        id
        orderCode
        guideBooking {
          successPath
        }
      }
      offer {
        id
        days {
          key
          bookable
          slots {
            key
            freeNarrators
            languages
            bookable
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const sessionMutation = graphql`
  mutation useGuideBookingSessionMutation($input: BookInterpretationInput!) {
    bookInterpretation(input: $input) {
      order {
        id
        orderCode
        guideBooking {
          successPath
        }
      }
      session {
        id
        remaining
        bookable
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** bookNarrator: the payload's offer brings the slots' free narrators after the booking (null: the request failed). */
export function useBookNarrator(): [
  (input: useGuideBookingNarratorMutation['variables']['input']) => Promise<MutationPayload<useGuideBookingNarratorMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useGuideBookingNarratorMutation>(narratorMutation);
  return [(input) => commit({ variables: { input } }), pending];
}

/** bookInterpretation: the payload's session brings its places left after the booking. */
export function useBookSession(): [
  (input: useGuideBookingSessionMutation['variables']['input']) => Promise<MutationPayload<useGuideBookingSessionMutation> | null>,
  boolean,
] {
  const [commit, pending] = useGraphMutation<useGuideBookingSessionMutation>(sessionMutation);
  return [(input) => commit({ variables: { input } }), pending];
}
