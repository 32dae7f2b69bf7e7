import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserCommentsScreenQuery } from '../../__generated__/UserCommentsScreenQuery.graphql';
import type { UserComments_user$key } from '../../__generated__/UserComments_user.graphql';
import type { UserCommentsPaginationQuery } from '../../__generated__/UserCommentsPaginationQuery.graphql';
import type { UserCommentsResource_comment$key } from '../../__generated__/UserCommentsResource_comment.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { CommentItem } from '../../widgets/comments/CommentItem';
import { preloadSignedIn } from '../../shell/requireSessionLoader';

const query = graphql`
  query UserCommentsScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserComments_user
      }
    }
  }
`;

export function userCommentsLoader({ request }: { request: Request }): PreloadedQuery<UserCommentsScreenQuery> {
  return preloadSignedIn<UserCommentsScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

/** Which resource a comment of mine is on, linking to it. */
function CommentResource({ comment }: { comment: UserCommentsResource_comment$key }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment UserCommentsResource_comment on Comment {
        resource {
          ... on Place {
            name
            detailPath
          }
          ... on NewsArticle {
            title
            detailPath
          }
        }
      }
    `,
    comment,
  );
  const r = c.resource;
  const name = r?.name ?? r?.title;
  if (!r?.detailPath || !name) return null;
  return (
    <Link to={r.detailPath} className="my-comment__on">
      {t('viewer.comment.on', { name })}
      <span className="chevron chevron--right" aria-hidden />
    </Link>
  );
}

function MyComments({ user }: { user: UserComments_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserCommentsPaginationQuery, UserComments_user$key>(
    graphql`
      fragment UserComments_user on User
      @refetchable(queryName: "UserCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        comments(first: $count, after: $cursor) @connection(key: "UserComments_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
              ...UserCommentsResource_comment
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const edges = data.comments.edges;
  if (edges.length === 0 && !hasNext) return <EmptyState text={t('viewer.user.commentsEmpty')} />;
  return (
    <>
      <ul className="my-comments" data-testid="my-comments">
        {edges.map(({ node }) => (
          <li key={node.id} className="detail__card my-comment">
            <ul className="comment-list">
              <CommentItem comment={node} />
            </ul>
            <CommentResource comment={node} />
          </li>
        ))}
      </ul>
      <ListFooter total={data.comments.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /user-comment (login required): the comments the user wrote, newest first. */
export function UserCommentsScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserCommentsScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="user-comments">
      <PageHeader title={t('viewer.user.myComments')} />
      {viewer.user ? <MyComments user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
