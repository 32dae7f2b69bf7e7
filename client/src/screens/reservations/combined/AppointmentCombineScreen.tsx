import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AppointmentCombineScreenQuery } from '../../../__generated__/AppointmentCombineScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../../shell/loader';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { PageHeader } from '../../../widgets/PageHeader';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { DayTabs } from './DayTabs';
import { draftHref, draftOf } from './draft';
import { OfferList } from './OfferList';
import './combined.css';

const query = graphql`
  query AppointmentCombineScreenQuery($date: String) {
    appointmentDays
    ...OfferList_query @arguments(date: $date)
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentCombineScreenQuery> {
  const search = prepareRequest(request);
  return preload<AppointmentCombineScreenQuery>(query, { date: search.get('date') || null }, { fresh: !isBackForward() });
}

/** /appointment-query-combine: choose a slot at each of several places for one visit (a combined appointment). */
function AppointmentCombineScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<AppointmentCombineScreenQuery>(query);
  const [search] = useSearchParams();
  const draft = draftOf(search);
  const date = draft.date ?? data.appointmentDays[0] ?? '';
  // one slot per place: choosing a slot replaces the place's other one
  const toggle = (slotId: string, ofPlace: readonly string[]) => {
    const slots = draft.slots.includes(slotId)
      ? draft.slots.filter((s) => s !== slotId)
      : [...draft.slots.filter((s) => !ofPlace.includes(s)), slotId];
    navigate(draftHref('/appointment-query-combine', { ...draft, date, slots }), { replace: true });
  };
  return (
    <div className="ap-page ap-page--bar" data-testid="appointment-combine">
      <PageHeader title={t('reservations.combined.combineTitle')} />
      <p className="ap-hint muted">{t('reservations.combined.combineHint')}</p>
      {/* another day starts the choice again: slots belong to their day */}
      <DayTabs days={data.appointmentDays} current={date} hrefOf={(d) => `/appointment-query-combine?date=${d}`} />
      <OfferList query={data} mode={{ kind: 'choose', chosen: draft.slots, toggle }} />
      <footer className="ap-bar">
        <span data-testid="chosen-count">{t('reservations.combined.chosen', { count: draft.slots.length })}</span>
        {draft.slots.length > 0 ? (
          <Link className="ap-button" to={draftHref('/appointment-resources', { ...draft, date })} data-testid="to-resources">
            {t('reservations.combined.next')}
          </Link>
        ) : (
          <span className="ap-button ap-button--off" aria-disabled>
            {t('reservations.combined.next')}
          </span>
        )}
      </footer>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentCombineScreen,
  loader,
  skeleton: <ListSkeleton header tabs={4} picture={false} />,
};
