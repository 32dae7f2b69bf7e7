import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PointsScreenQuery } from '../../__generated__/PointsScreenQuery.graphql';
import type { PointsScreen_user$key } from '../../__generated__/PointsScreen_user.graphql';
import type { PointsPaginationQuery } from '../../__generated__/PointsPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge, Figures } from './ui';
import { label } from './labels';

const query = graphql`
  query PointsScreenQuery {
    viewer {
      isSignedIn
      user {
        ...PointsScreen_user
      }
    }
  }
`;

export function pointsLoader({ request }: { request: Request }): PreloadedQuery<PointsScreenQuery> {
  return preloadSignedIn<PointsScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Records({ user }: { user: PointsScreen_user$key }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const paging = usePaginationFragment<PointsPaginationQuery, PointsScreen_user$key>(
    graphql`
      fragment PointsScreen_user on User
      @refetchable(queryName: "PointsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 15 }, cursor: { type: "String" }) {
        volunteerPoints(first: $count, after: $cursor) @connection(key: "PointsScreen_volunteerPoints") {
          totalCount
          totalPoints
          edges {
            node {
              id
              points
              kind
              title
              createdAt
            }
          }
        }
      }
    `,
    user,
  );
  const c = paging.data.volunteerPoints;
  return (
    <>
      <section className="vol-card">
        <Figures items={[{ label: t('volunteers.points.total'), value: c.totalPoints, testId: 'points-total' }]} />
      </section>
      <PagedList
        connection={c}
        paging={paging}
        pageSize={15}
        failedTestId="points-failed"
        className="vol-list"
        testId="points-list"
        empty={<EmptyState text={t('volunteers.points.empty')} />}
      >
        {(n) => (
          <div className="vol-item" data-testid="points-record">
            <div className="vol-item__body">
              <span className="vol-item__title">{n.title}</span>
              <span className="vol-item__meta">
                {n.kind && <Badge tone="primary">{label(t, 'pointsKind', n.kind)}</Badge>}
                {n.createdAt && formatDate(n.createdAt, lang, true)}
              </span>
            </div>
            <strong className={n.points >= 0 ? 'vol-points vol-points--plus' : 'vol-points'}>
              {n.points > 0 ? `+${n.points}` : n.points}
            </strong>
          </div>
        )}
      </PagedList>
    </>
  );
}

/** /integral-records: the volunteer's points, per service hour, activity and honour. */
export function PointsScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<PointsScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="points-page">
      <PageHeader title={t('volunteers.points.title')} />
      {data.viewer.user ? <Records user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
