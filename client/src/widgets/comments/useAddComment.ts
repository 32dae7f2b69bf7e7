import { graphql } from 'react-relay';
import type { useAddCommentMutation, useAddCommentMutation$rawResponse } from '../../__generated__/useAddCommentMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { commentConnectionIds, optimisticAuthor } from './limits';

const mutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) @raw_response_type {
    addComment(input: $input) {
      commentEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...CommentItem_comment
        }
      }
      resource {
        id
        ... on Interactable {
          interactions {
            commentCount
          }
        }
        ... on Commentable {
          commentSummary {
            ...CommentSummary_summary
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export interface NewComment {
  content: string;
  emoticons: ReadonlyArray<{ id: string; name: string; url: string }>;
  tags: ReadonlyArray<{ id: string; name: string }>;
  star: number | null;
}

let tempSeq = 0;

/**
 * addComment: the new comment goes to the top of the resource's comment lists (@prependEdge,
 * newest first) at once, with the comment count moved by one; both are rolled back when the
 * gateway refuses, and the payload's resource brings the real count and summary. Resolves with
 * the payload's errors (empty on success), null when the request failed.
 */
export function useAddComment(resourceId: string): [(c: NewComment) => Promise<ReadonlyArray<UserError> | null>, boolean] {
  const [commit, pending] = useGraphMutation<useAddCommentMutation>(mutation);
  const add = async (c: NewComment) => {
    const tempId = `client:new-comment:${++tempSeq}`;
    const optimistic: useAddCommentMutation$rawResponse = {
      addComment: {
        commentEdge: {
          cursor: tempId,
          node: {
            id: tempId,
            content: c.content,
            star: c.star,
            createdAt: new Date().toISOString(),
            replyCount: 0,
            emoticons: c.emoticons.map((e) => ({ id: e.id, name: e.name, image: { url: e.url } })),
            tags: c.tags.map((g) => ({ id: g.id, name: g.name })),
            author: optimisticAuthor(),
          },
        },
        resource: null,
        errors: [],
      },
    };
    const res = await commit({
      variables: {
        input: { resourceId, content: c.content, emoticonIds: c.emoticons.map((e) => e.id), tagIds: c.tags.map((g) => g.id), star: c.star },
        connections: commentConnectionIds(resourceId),
      },
      optimisticResponse: optimistic,
      optimisticUpdater: (store) => {
        const interactions = store.get(resourceId)?.getLinkedRecord('interactions');
        if (interactions) interactions.setValue(Number(interactions.getValue('commentCount') ?? 0) + 1, 'commentCount');
      },
    });
    return res ? res.errors : null;
  };
  return [add, pending];
}
