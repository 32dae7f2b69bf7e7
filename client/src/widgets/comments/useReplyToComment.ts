import { graphql, useFragment } from 'react-relay';
import type { useReplyToComment_comment$key } from '../../__generated__/useReplyToComment_comment.graphql';
import type { useReplyToCommentMutation } from '../../__generated__/useReplyToCommentMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { replyConnectionId, optimisticAuthor } from './limits';

const mutation = graphql`
  mutation useReplyToCommentMutation($input: ReplyToCommentInput!, $connections: [ID!]!) @raw_response_type {
    replyToComment(input: $input) {
      replyEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...CommentReplyItem_reply
        }
      }
      comment {
        id
        replyCount
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

let tempSeq = 0;

/**
 * replyToComment: the reply is appended to the comment's replies (oldest first) and counted at
 * once. Resolves with the payload's errors (empty on success), null when the request failed.
 */
export function useReplyToComment(
  commentRef: useReplyToComment_comment$key,
): [(content: string) => Promise<ReadonlyArray<UserError> | null>, boolean] {
  const comment = useFragment(
    graphql`
      fragment useReplyToComment_comment on Comment {
        id
        replyCount
      }
    `,
    commentRef,
  );
  const [commit, pending] = useGraphMutation<useReplyToCommentMutation>(mutation);
  const reply = async (content: string) => {
    const tempId = `client:new-reply:${++tempSeq}`;
    const res = await commit({
      variables: { input: { commentId: comment.id, content }, connections: [replyConnectionId(comment.id)] },
      optimisticResponse: {
        replyToComment: {
          replyEdge: {
            cursor: tempId,
            node: {
              id: tempId,
              content,
              createdAt: new Date().toISOString(),
              author: optimisticAuthor(),
            },
          },
          comment: { id: comment.id, replyCount: comment.replyCount + 1 },
          errors: [],
        },
      },
    });
    return res ? res.errors : null;
  };
  return [reply, pending];
}
