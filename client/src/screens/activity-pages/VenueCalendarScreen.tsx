import { ChevronLeft, ChevronRight } from 'lucide-react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VenueCalendarScreenQuery } from '../../__generated__/VenueCalendarScreenQuery.graphql';
import type { VenueCalendarScreen_day$key } from '../../__generated__/VenueCalendarScreen_day.graphql';
import type { VenueDayActivitiesPaginationQuery } from '../../__generated__/VenueDayActivitiesPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { SkeletonBlock, SkeletonCards, SkeletonHeader, SkeletonRow, SkeletonScreen } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';
import { chinaToday, formatDay } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { ActivityCard } from '../activities';
import { weeks } from '../activities';
import { WEEKDAYS } from './weekDays';
import '../../widgets/booking/booking.css';
import './activity-pages.css';

const query = graphql`
  query VenueCalendarScreenQuery($month: String!, $date: String!) {
    venueCalendar(month: $month) {
      date
      activityCount
      venueCount
      closedVenueCount
    }
    venueDay(date: $date) {
      date
      venues {
        name
        open
        detailPath
      }
    }
    ...VenueCalendarScreen_day @arguments(date: $date)
  }
`;

interface LoaderData {
  month: string;
  date: string;
  ref: PreloadedQuery<VenueCalendarScreenQuery>;
}

const MONTH = /^\d{4}-\d{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
}

/** /venues-calendar?month=yyyy-MM&day=yyyy-MM-dd — the month shown (today's by default) and the day chosen (today, else the 1st). */
function venueCalendarLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const today = chinaToday();
  const asked = search.get('day') ?? '';
  const month = MONTH.test(search.get('month') ?? '') ? search.get('month')! : DAY.test(asked) ? asked.slice(0, 7) : today.slice(0, 7);
  const date = DAY.test(asked) && asked.startsWith(month) ? asked : today.startsWith(month) ? today : `${month}-01`;
  return { month, date, ref: preload<VenueCalendarScreenQuery>(query, { month, date }, { fresh: !isBackForward() }) };
}

function DayActivities({ day }: { day: VenueCalendarScreen_day$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<VenueDayActivitiesPaginationQuery, VenueCalendarScreen_day$key>(
    graphql`
      fragment VenueCalendarScreen_day on Query
      @refetchable(queryName: "VenueDayActivitiesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, date: { type: "String!" }) {
        venueDay(date: $date) {
          activities(first: $count, after: $cursor) @connection(key: "VenueDay_activities") {
            totalCount
            edges {
              node {
                id
                ...ActivityCard_activity
              }
            }
          }
        }
      }
    `,
    day,
  );
  return (
    <PagedList
      connection={paging.data.venueDay?.activities}
      paging={paging}
      failedTestId="venue-day-activities-failed"
      empty={<EmptyState text={t('activities.pages.venues.empty')} />}
      className="activity-list"
      testId="venue-day-activities"
    >
      {(node) => <ActivityCard activity={node} />}
    </PagedList>
  );
}

/** The venues' month: each day with its activities and closed venues marked; a day lists its venues and activities. */
function VenueCalendarScreen() {
  const { t } = useTranslation();
  const { month, date, ref } = useLoaderData() as LoaderData;
  const root = usePreloadedQuery<VenueCalendarScreenQuery>(query, ref);
  const lang = currentLanguage();
  const days = root.venueCalendar;
  const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const rows = days == null ? [] : weeks([...Array.from({ length: lead }, () => null), ...days]);
  const title = t('activities.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
  return (
    <div className="activity-pages" data-testid="venues-calendar">
      <PageHeader title={t('activities.pages.venues.title')} />
      <section className="detail__card calendar" data-testid="venues-calendar-month" data-month={month}>
        <header className="calendar__head">
          <Link
            to={`/venues-calendar?month=${shiftMonth(month, -1)}`}
            replace
            className="calendar__nav"
            aria-label={t('activities.calendar.prev')}
          >
            <ChevronLeft size={18} aria-hidden />
          </Link>
          <h2 className="calendar__title">{title}</h2>
          <Link
            to={`/venues-calendar?month=${shiftMonth(month, 1)}`}
            replace
            className="calendar__nav"
            aria-label={t('activities.calendar.next')}
          >
            <ChevronRight size={18} aria-hidden />
          </Link>
        </header>
        {days == null ? (
          <PartFailed testId="venues-calendar-failed" />
        ) : (
          <div className="calendar__grid" role="grid" aria-label={title}>
            <div className="calendar__row" role="row">
              {WEEKDAYS.map((w) => (
                <span key={w} className="calendar__weekday" role="columnheader">
                  {t(`orders.weekdayShort.${w}`)}
                </span>
              ))}
            </div>
            {rows.map((cells, wi) => (
              <div className="calendar__row" role="row" key={`week-${wi}`}>
                {cells.map((d, i) =>
                  d == null ? (
                    <span key={`blank-${i}`} className="calendar__cell" role="gridcell" />
                  ) : (
                    <span key={d.date} className="calendar__cell" role="gridcell">
                      <Link
                        to={`/venues-calendar?month=${month}&day=${d.date}`}
                        replace
                        className={[
                          'calendar__day',
                          d.activityCount > 0 ? 'calendar__day--marked' : '',
                          d.date === date ? 'calendar__day--today' : '',
                          d.closedVenueCount > 0 && d.closedVenueCount === d.venueCount ? 'calendar__day--closed' : '',
                        ].join(' ')}
                        aria-current={d.date === date ? 'date' : undefined}
                        aria-label={`${Number(d.date.slice(8))} ${t('activities.pages.venues.dayLabel', {
                          date: formatDay(d.date, lang, { weekday: false }),
                          count: d.activityCount,
                          closed: d.closedVenueCount,
                          venues: d.venueCount,
                        })}`}
                        data-testid="venues-calendar-day"
                        data-date={d.date}
                      >
                        <span>{Number(d.date.slice(8))}</span>
                        {d.activityCount > 0 && <i className="calendar__dot" aria-hidden />}
                      </Link>
                    </span>
                  ),
                )}
              </div>
            ))}
          </div>
        )}
      </section>
      {root.venueDay == null ? (
        <PartFailed testId="venue-day-failed" />
      ) : (
        <div data-testid="venue-day" data-date={root.venueDay.date}>
          <h2 className="list-title">{t('activities.pages.venues.venues', { date: formatDay(root.venueDay.date, lang) })}</h2>
          <ul className="venue-day__venues" data-testid="venue-day-venues">
            {root.venueDay.venues.map((v) => (
              <li key={v.detailPath}>
                <Link to={v.detailPath} className="venue-day__venue" data-testid="venue-day-venue" data-open={v.open ? 'true' : 'false'}>
                  <Content className="venue-day__name">{v.name}</Content>
                  <span className={v.open ? 'chip chip--open' : 'chip chip--closed'}>
                    {v.open ? t('activities.pages.venues.open') : t('activities.pages.venues.closed')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="list-title">{t('activities.pages.venues.activities')}</h2>
          <DayActivities day={root} />
        </div>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: VenueCalendarScreen,
  loader: venueCalendarLoader,
  skeleton: (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="skeleton-card skeleton-card--column">
        <SkeletonBlock width="40%" height={18} />
        {Array.from({ length: 5 }, (_, i) => (
          <SkeletonRow key={i} count={7} width={26} height={26} radius="50%" className="skeleton-row--spread" />
        ))}
      </div>
      <SkeletonCards rows={3} />
    </SkeletonScreen>
  ),
};
