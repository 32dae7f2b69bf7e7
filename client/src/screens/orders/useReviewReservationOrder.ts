import { graphql, useMutation } from 'react-relay';
import type { useReviewReservationOrderMutation } from '../../__generated__/useReviewReservationOrderMutation.graphql';
import type { UserErrorLike } from '../../relay/errors';
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
        code
        message
        limit
        field
      }
    }
  }
`;

/** reviewReservationOrder: the order comes back with `canReview` false, so its review link goes. */
export function useReviewReservationOrder(orderId: string): [(c: NewComment) => Promise<ReadonlyArray<UserErrorLike>>, boolean] {
  const [commit, pending] = useMutation<useReviewReservationOrderMutation>(mutation);
  const review = (c: NewComment) =>
    new Promise<ReadonlyArray<UserErrorLike>>((resolve, reject) => {
      commit({
        variables: {
          input: { orderId, content: c.content, star: c.star, tagIds: c.tags.map((g) => g.id), emoticonIds: c.emoticons.map((e) => e.id) },
        },
        onCompleted: (res) => resolve(res.reviewReservationOrder.errors),
        onError: reject,
      });
    });
  return [review, pending];
}
