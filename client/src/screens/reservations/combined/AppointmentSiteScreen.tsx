import { graphql, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AppointmentResourceKind, AppointmentSiteScreenQuery } from '../../../__generated__/AppointmentSiteScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../../shell/loader';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { FilterTabs } from '../../../widgets/LinkTabs';
import { PageHeader } from '../../../widgets/PageHeader';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { DayTabs } from './DayTabs';
import { OfferList } from './OfferList';
import './combined.css';

const query = graphql`
  query AppointmentSiteScreenQuery($date: String, $kind: AppointmentResourceKind) {
    appointmentDays
    ...OfferList_query @arguments(date: $date, kind: $kind)
  }
`;

const KINDS: readonly AppointmentResourceKind[] = ['SCENIC_AREA', 'VENUE'];
const kindOf = (value: string | null) => KINDS.find((k) => k === value) ?? null;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentSiteScreenQuery> {
  const search = prepareRequest(request);
  return preload<AppointmentSiteScreenQuery>(
    query,
    { date: search.get('date') || null, kind: kindOf(search.get('kind')) },
    { fresh: !isBackForward() },
  );
}

/**
 * /appointment-query-xz: the site's own appointment query page (the one its statistics count).
 * Every query parameter it was opened with stays in its links (the day, the kind and any other the
 * site's entry adds, such as the native app's `source`), so switching a tab never drops them.
 */
function AppointmentSiteScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<AppointmentSiteScreenQuery>(query);
  const [search] = useSearchParams();
  const date = search.get('date') || (data.appointmentDays[0] ?? '');
  const kind = kindOf(search.get('kind'));
  const hrefWith = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    return `/appointment-query-xz?${next.toString()}`;
  };
  return (
    <div className="ap-page" data-testid="appointment-site">
      <PageHeader title={t('reservations.combined.siteTitle')} />
      <FilterTabs
        values={[null, ...KINDS]}
        current={kind}
        hrefOf={(k) => hrefWith('kind', k)}
        labelOf={(k) => t(`reservations.combined.kind.${k}`)}
        testId="appointment-kinds"
      />
      <DayTabs days={data.appointmentDays} current={date} hrefOf={(d) => hrefWith('date', d)} />
      <OfferList query={data} mode={{ kind: 'link' }} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentSiteScreen,
  loader,
  skeleton: <ListSkeleton header tabs={4} picture={false} />,
};
