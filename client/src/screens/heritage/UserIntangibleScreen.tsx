import './heritage.css';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserIntangibleScreenQuery } from '../../__generated__/UserIntangibleScreenQuery.graphql';
import type { UserIntangibleScreen_user$key } from '../../__generated__/UserIntangibleScreen_user.graphql';
import type { UserIntangiblePaginationQuery } from '../../__generated__/UserIntangiblePaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { HeritageInheritorCard } from './HeritageInheritorCard';

const query = graphql`
  query UserIntangibleScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserIntangibleScreen_user
      }
    }
  }
`;

export function userIntangibleLoader({ request }: { request: Request }): PreloadedQuery<UserIntangibleScreenQuery> {
  return preloadSignedIn<UserIntangibleScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Followed({ user }: { user: UserIntangibleScreen_user$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<UserIntangiblePaginationQuery, UserIntangibleScreen_user$key>(
    graphql`
      fragment UserIntangibleScreen_user on User
      @refetchable(queryName: "UserIntangiblePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        followedInheritors(first: $count, after: $cursor) @connection(key: "UserIntangibleScreen_followedInheritors") {
          totalCount
          edges {
            node {
              id
              ...HeritageInheritorCard_inheritor
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={data.followedInheritors}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="card-list card-list--page"
      testId="followed-inheritors"
      empty={
        <div className="heritage-empty">
          <EmptyState text={t('heritage.followNone')} />
          <Link to="/successor-list" className="btn btn--primary">
            {t('heritage.findInheritors')}
          </Link>
        </div>
      }
    >
      {(node) => <HeritageInheritorCard inheritor={node} />}
    </PagedList>
  );
}

/** /user-intangible (INHERITOR, login required) — the inheritors I follow; their updates are one tap away. */
export function UserIntangibleScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserIntangibleScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <>
      <PageHeader
        title={t('heritage.kinds.mine')}
        right={
          <Link to="/intangible-attention" className="pill-link" data-testid="to-attention">
            {t('heritage.updates')}
          </Link>
        }
      />
      <div className="heritage-page" data-testid="user-intangible">
        {viewer.user ? <Followed user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
      </div>
    </>
  );
}
