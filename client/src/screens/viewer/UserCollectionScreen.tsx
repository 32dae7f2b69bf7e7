import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { UserCollectionScreenQuery } from '../../__generated__/UserCollectionScreenQuery.graphql';
import type { UserCollection_user$key } from '../../__generated__/UserCollection_user.graphql';
import type { UserCollectionPaginationQuery } from '../../__generated__/UserCollectionPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { PlaceCard } from '../../widgets/PlaceCard';
import { NewsCard } from '../../widgets/NewsCard';
import { StoryRow, TopicCard } from '../stories';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { preloadSignedIn } from '../../shell/requireSessionLoader';

const query = graphql`
  query UserCollectionScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserCollection_user
      }
    }
  }
`;

export function userCollectionLoader({ request }: { request: Request }): PreloadedQuery<UserCollectionScreenQuery> {
  return preloadSignedIn<UserCollectionScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Favourites({ user }: { user: UserCollection_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserCollectionPaginationQuery, UserCollection_user$key>(
    graphql`
      fragment UserCollection_user on User
      @refetchable(queryName: "UserCollectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        favourites(first: $count, after: $cursor) @connection(key: "UserCollection_favourites") {
          totalCount
          edges {
            cursor
            node {
              __typename
              id
              ... on Place @alias(as: "place") {
                ...PlaceCard_place
              }
              ... on NewsArticle @alias(as: "article") {
                ...NewsCard_article
              }
              ... on Story @alias(as: "story") {
                ...StoryRow_story
              }
              ... on Topic @alias(as: "topic") {
                ...TopicCard_topic
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const edges = data.favourites.edges;
  if (edges.length === 0 && !hasNext) return <EmptyState text={t('viewer.user.favouritesEmpty')} />;
  return (
    <>
      <ul className="card-list card-list--page" data-testid="favourites">
        {edges.map((e) => (
          <li key={e.cursor} data-testid="favourite-item">
            {e.node?.place ? (
              <PlaceCard place={e.node.place} />
            ) : e.node?.article ? (
              <NewsCard article={e.node.article} />
            ) : e.node?.story ? (
              <StoryRow story={e.node.story} />
            ) : e.node?.topic ? (
              <TopicCard topic={e.node.topic} />
            ) : (
              <div className="removed-card">{t('viewer.user.removed')}</div>
            )}
          </li>
        ))}
      </ul>
      <ListFooter total={data.favourites.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /user-collection (login required): the user's favourites, newest first, as place or news cards. */
export function UserCollectionScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserCollectionScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="user-collection">
      <PageHeader title={t('viewer.user.myFavourites')} />
      {viewer.user ? <Favourites user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
