import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityCalendar_query$key } from '../../__generated__/ActivityCalendar_query.graphql';
import type { ActivityCalendarRefetchQuery } from '../../__generated__/ActivityCalendarRefetchQuery.graphql';
import { chinaToday } from '../../widgets/booking/format';
import { PartFailed, Spinner } from '../../shell/StateViews';
import { formatDay } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { shownWeek, weeks } from './calendarWeeks';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The activity month calendar: days with activities are marked; a day opens its list. It opens
 * folded to one week, so the activities below it start on the first screen; a tap unfolds the month.
 */
export function ActivityCalendar({ query, classifyId }: { query: ActivityCalendar_query$key; classifyId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const [unfolded, setUnfolded] = useState(false);
  const [data, refetch] = useRefetchableFragment<ActivityCalendarRefetchQuery, ActivityCalendar_query$key>(
    graphql`
      fragment ActivityCalendar_query on Query
      @refetchable(queryName: "ActivityCalendarRefetchQuery")
      @argumentDefinitions(month: { type: "String!" }) {
        activityCalendar(month: $month) {
          date
          activityCount
          hasActivities
        }
      }
    `,
    query,
  );
  const days = data.activityCalendar;
  const month = days?.[0]?.date.slice(0, 7) ?? chinaToday().slice(0, 7);
  const go = (by: number) =>
    startTransition(() => {
      refetch({ month: shiftMonth(month, by) }, { fetchPolicy: 'store-or-network' });
    });
  const today = chinaToday();
  const first = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  const lead = (first + 6) % 7;
  const rows = days == null ? [] : weeks([...Array.from({ length: lead }, () => null), ...days]);
  const week = shownWeek(rows, today);
  return (
    <section className="detail__card calendar" data-testid="activity-calendar" data-month={month}>
      <header className="calendar__head">
        <button
          type="button"
          className="calendar__nav"
          onClick={() => go(-1)}
          aria-label={t('activities.calendar.prev')}
          data-testid="calendar-prev"
        >
          <ChevronLeft size={18} aria-hidden />
        </button>
        <h2 className="calendar__title">
          {t('activities.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) })}
          {pending && <Spinner />}
        </h2>
        <button
          type="button"
          className="calendar__nav"
          onClick={() => go(1)}
          aria-label={t('activities.calendar.next')}
          data-testid="calendar-next"
        >
          <ChevronRight size={18} aria-hidden />
        </button>
      </header>
      {days == null ? (
        <PartFailed testId="calendar-failed" />
      ) : (
        <div
          className="calendar__grid"
          role="grid"
          aria-label={t('activities.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) })}
        >
          <div className="calendar__row" role="row">
            {WEEKDAYS.map((w) => (
              <span key={w} className="calendar__weekday" role="columnheader">
                {t(`orders.weekdayShort.${w}`)}
              </span>
            ))}
          </div>
          {(unfolded ? rows : rows.slice(week, week + 1)).map((cells, wi) => (
            <div className="calendar__row" role="row" key={`week-${unfolded ? wi : week}`}>
              {cells.map((d, i) =>
                d == null ? (
                  <span key={`blank-${i}`} className="calendar__cell" role="gridcell" />
                ) : (
                  <span key={d.date} className="calendar__cell" role="gridcell">
                    <button
                      type="button"
                      className={[
                        'calendar__day',
                        d.hasActivities ? 'calendar__day--marked' : '',
                        d.date === today ? 'calendar__day--today' : '',
                      ].join(' ')}
                      onClick={() => navigate(`/activity-list/${encodeURIComponent(classifyId ?? 'all')}/${d.date}`)}
                      // The name starts with the day shown, then the full date and the count.
                      aria-label={`${Number(d.date.slice(8))} ${t('activities.calendar.dayLabel', { date: formatDay(d.date, currentLanguage(), { weekday: false }), count: d.activityCount })}`}
                      data-testid="calendar-day"
                      data-date={d.date}
                      data-marked={d.hasActivities ? 'true' : 'false'}
                    >
                      <span>{Number(d.date.slice(8))}</span>
                      {d.hasActivities && <i className="calendar__dot" aria-hidden />}
                    </button>
                  </span>
                ),
              )}
            </div>
          ))}
        </div>
      )}
      {days != null && (
        <button
          type="button"
          className="calendar__fold"
          aria-expanded={unfolded}
          onClick={() => setUnfolded((u) => !u)}
          data-testid="calendar-fold"
        >
          {unfolded ? t('activities.calendar.fold') : t('activities.calendar.unfold')}
          {unfolded ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
        </button>
      )}
    </section>
  );
}
