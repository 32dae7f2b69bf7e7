import { graphql } from 'react-relay';
import type { useReviewReservationOrderMutation } from '../../__generated__/useReviewReservationOrderMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import type { NewComment } from '../../widgets/comments/useAddComment';

const mutation = graphql`
  mutation useReviewReservationOrderMutation($input: ReviewReservationOrderInput!) {
    reviewReservationOrder(input: $input) {
      order {
        id
        canReview
        reviewPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * reviewReservationOrder: the order comes back with `canReview` false, so its review link goes.
 * Resolves with the payload's errors (empty on success), null when the request failed.
 */
export function useReviewReservationOrder(orderId: string): [(c: NewComment) => Promise<ReadonlyArray<UserError> | null>, boolean] {
  const [commit, pending] = useGraphMutation<useReviewReservationOrderMutation>(mutation);
  const review = async (c: NewComment) => {
    const res = await commit({
      variables: {
        input: { orderId, content: c.content, star: c.star, tagIds: c.tags.map((g) => g.id), emoticonIds: c.emoticons.map((e) => e.id) },
      },
    });
    return res ? res.errors : null;
  };
  return [review, pending];
}
