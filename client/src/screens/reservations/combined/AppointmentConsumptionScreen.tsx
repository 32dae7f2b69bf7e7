import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { AppointmentConsumptionScreenQuery } from '../../../__generated__/AppointmentConsumptionScreenQuery.graphql';
import type { AppointmentConsumptionScreen_user$key } from '../../../__generated__/AppointmentConsumptionScreen_user.graphql';
import type { AppointmentConsumptionPaginationQuery } from '../../../__generated__/AppointmentConsumptionPaginationQuery.graphql';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { isBackForward, useRouteQuery } from '../../../shell/loader';
import { preloadSignedIn } from '../../../shell/requireSessionLoader';
import { EmptyState } from '../../../shell/StateViews';
import { Content } from '../../../widgets/Content';
import { PageHeader } from '../../../widgets/PageHeader';
import { PagedList } from '../../../widgets/PagedList';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { formatDate } from '../../../widgets/format';
import './combined.css';

const PAGE_SIZE = 5;

const query = graphql`
  query AppointmentConsumptionScreenQuery {
    viewer {
      user {
        ...AppointmentConsumptionScreen_user
      }
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentConsumptionScreenQuery> {
  return preloadSignedIn<AppointmentConsumptionScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Uses({ user }: { user: AppointmentConsumptionScreen_user$key }) {
  const { t, i18n } = useTranslation();
  const list = usePaginationFragment<AppointmentConsumptionPaginationQuery, AppointmentConsumptionScreen_user$key>(
    graphql`
      fragment AppointmentConsumptionScreen_user on User
      @refetchable(queryName: "AppointmentConsumptionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }) {
        appointmentConsumptions(first: $count, after: $cursor) @connection(key: "AppointmentConsumption_appointmentConsumptions") {
          totalCount
          edges {
            node {
              id
              placeName
              usedAt
              visitors
              appointmentCode
              voucherPath
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={list.data.appointmentConsumptions}
      paging={list}
      pageSize={PAGE_SIZE}
      failedTestId="consumption-failed"
      empty={<EmptyState text={t('reservations.combined.noUses')} />}
      className="ap-list"
      testId="consumption-list"
    >
      {(u) => (
        <Link className="ap-card ap-use" to={u.voucherPath} data-testid="consumption">
          <span className="ap-card__head">
            <MapPin size={18} aria-hidden />
            <Content className="ap-card__name">{u.placeName}</Content>
          </span>
          <span className="muted">{u.usedAt ? formatDate(u.usedAt, i18n.language, true) : ''}</span>
          <span className="muted">
            {t('reservations.combined.visitorCount', { count: u.visitors })} · {u.appointmentCode}
          </span>
        </Link>
      )}
    </PagedList>
  );
}

/** /appointment-consumption (signed in): the record of use of the user's appointments — which voucher, where, when. */
function AppointmentConsumptionScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<AppointmentConsumptionScreenQuery>(query);
  return (
    <div className="ap-page" data-testid="appointment-consumption">
      <PageHeader title={t('reservations.combined.consumptionTitle')} />
      {viewer.user ? <Uses user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentConsumptionScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
