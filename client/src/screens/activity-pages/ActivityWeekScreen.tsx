import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityWeekScreenQuery } from '../../__generated__/ActivityWeekScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import { chinaToday, formatDay } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { ActivityList } from '../activities';
import { monthsOf, sevenDays, type StripDay } from './weekDays';
import '../../widgets/booking/booking.css';
import './activity-pages.css';

const query = graphql`
  query ActivityWeekScreenQuery($date: String!, $month: String!, $nextMonth: String!, $spans: Boolean!) {
    thisMonth: activityCalendar(month: $month) {
      date
      activityCount
    }
    nextMonth: activityCalendar(month: $nextMonth) @include(if: $spans) {
      date
      activityCount
    }
    ...ActivityList_query @arguments(date: $date)
  }
`;

interface LoaderData {
  days: StripDay[];
  date: string;
  ref: PreloadedQuery<ActivityWeekScreenQuery>;
}

/** /activity-week?day=yyyy-MM-dd — today and the six days after it; `day` is the one chosen (today by default). */
function activityWeekLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const days = sevenDays(chinaToday());
  const asked = search.get('day');
  const date = days.some((d) => d.date === asked) ? asked! : days[0]!.date;
  const [month, next] = monthsOf(days);
  const ref = preload<ActivityWeekScreenQuery>(
    query,
    { date, month, nextMonth: next ?? month, spans: next !== null },
    { fresh: !isBackForward() },
  );
  return { days, date, ref };
}

/** This week's activities day by day: a strip of seven days (with their counts), the chosen day's list below. */
function ActivityWeekScreen() {
  const { t } = useTranslation();
  const { days, date, ref } = useLoaderData() as LoaderData;
  const root = usePreloadedQuery<ActivityWeekScreenQuery>(query, ref);
  const counts = new Map([...(root.thisMonth ?? []), ...(root.nextMonth ?? [])].map((d) => [d.date, d.activityCount]));
  const lang = currentLanguage();
  return (
    <div className="activity-pages" data-testid="activity-week">
      <PageHeader title={t('activities.pages.week.title')} />
      <nav className="week-strip" aria-label={t('activities.pages.week.strip')} data-testid="week-strip">
        {days.map((d) => {
          const count = counts.get(d.date);
          return (
            <Link
              key={d.date}
              to={`/activity-week?day=${d.date}`}
              replace
              className={d.date === date ? 'week-strip__day week-strip__day--on' : 'week-strip__day'}
              aria-current={d.date === date ? 'date' : undefined}
              data-testid="week-day"
              data-date={d.date}
            >
              <span className="week-strip__weekday">{t(`orders.weekdayShort.${d.weekday}`)}</span>{' '}
              <span className="week-strip__n">{Number(d.date.slice(8))}</span>
              <span className="sr-only">{t('activities.pages.week.day', { date: formatDay(d.date, lang), count: count ?? 0 })}</span>
              {count != null && count > 0 && <i className="calendar__dot" aria-hidden />}
            </Link>
          );
        })}
      </nav>
      <h2 className="list-title" data-testid="week-day-title">
        {formatDay(date, lang)}
      </h2>
      <ActivityList query={root} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ActivityWeekScreen,
  loader: activityWeekLoader,
  skeleton: <ListSkeleton header tabs={7} />,
};
