import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ClipboardList, Layers } from 'lucide-react';
import type { AppointmentDayScreenQuery } from '../../../__generated__/AppointmentDayScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../../shell/loader';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { PageHeader } from '../../../widgets/PageHeader';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { DayTabs } from './DayTabs';
import { draftHref } from './draft';
import { OfferList } from './OfferList';
import './combined.css';

const query = graphql`
  query AppointmentDayScreenQuery($date: String) {
    appointmentDays
    ...OfferList_query @arguments(date: $date)
  }
`;

/** /appointment-query?date=: the day's places (today without a day). */
function loader({ request }: { request: Request }): PreloadedQuery<AppointmentDayScreenQuery> {
  const search = prepareRequest(request);
  return preload<AppointmentDayScreenQuery>(query, { date: search.get('date') || null }, { fresh: !isBackForward() });
}

/** The appointment query: which venues and scenic areas take appointments on a day, slot by slot; each leads to its own reservation. */
function AppointmentDayScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<AppointmentDayScreenQuery>(query);
  const date = useSearchParams()[0].get('date') || (data.appointmentDays[0] ?? '');
  return (
    <div className="ap-page" data-testid="appointment-day">
      <PageHeader title={t('reservations.combined.queryTitle')} />
      <DayTabs days={data.appointmentDays} current={date} hrefOf={(d) => `/appointment-query?date=${d}`} />
      <nav className="ap-actions">
        <Link
          className="ap-action"
          to={draftHref('/appointment-query-combine', { date, slots: [], visitors: [] })}
          data-testid="to-combine"
        >
          <Layers size={18} aria-hidden /> {t('reservations.combined.combine')}
        </Link>
        <Link className="ap-action" to="/appointment-consumption" data-testid="to-consumption">
          <ClipboardList size={18} aria-hidden /> {t('reservations.combined.consumptionTitle')}
        </Link>
      </nav>
      <OfferList query={data} mode={{ kind: 'link' }} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentDayScreen,
  loader,
  skeleton: <ListSkeleton header tabs={4} picture={false} />,
};
