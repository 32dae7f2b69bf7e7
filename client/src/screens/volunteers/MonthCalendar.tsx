import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Spinner } from '../../shell/StateViews';
import { chinaToday } from '../../widgets/format';

/** A day of a team's month calendar: its date and how many shifts it has. */
export interface CalendarDayValue {
  readonly date: string;
  readonly activityCount: number;
  readonly openSignIn: boolean;
  readonly scheduleManage: boolean;
}

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * The month calendars of a team's sign-in and schedule: every day with its shifts
 * (`activityCount`), a mark while sign-in is open, and the day chosen; the arrows change month.
 */
export function MonthCalendar({
  month,
  days,
  selected,
  onSelect,
  onMonth,
  pending,
  testId,
}: {
  month: string;
  days: readonly CalendarDayValue[];
  selected: string | null;
  onSelect(date: string): void;
  onMonth(by: number): void;
  pending: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const today = chinaToday();
  const lead = (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: Array<CalendarDayValue | null> = [...Array.from({ length: lead }, () => null), ...days];
  const rows: Array<Array<CalendarDayValue | null>> = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  const title = t('volunteers.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
  return (
    <section className="vol-card vol-calendar" data-testid={testId} data-month={month}>
      <header className="vol-calendar__head">
        <button
          type="button"
          className="vol-icon-btn"
          onClick={() => onMonth(-1)}
          aria-label={t('volunteers.calendar.prev')}
          data-testid="calendar-prev"
        >
          <ChevronLeft aria-hidden size={20} />
        </button>
        <h2 className="vol-calendar__title">
          {title} {pending && <Spinner />}
        </h2>
        <button
          type="button"
          className="vol-icon-btn"
          onClick={() => onMonth(1)}
          aria-label={t('volunteers.calendar.next')}
          data-testid="calendar-next"
        >
          <ChevronRight aria-hidden size={20} />
        </button>
      </header>
      <div className="vol-calendar__grid" role="grid" aria-label={title}>
        <div className="vol-calendar__row" role="row">
          {WEEKDAYS.map((w) => (
            <span key={w} className="vol-calendar__weekday" role="columnheader">
              {t(`volunteers.calendar.weekday.${w}`)}
            </span>
          ))}
        </div>
        {rows.map((week, wi) => (
          <div className="vol-calendar__row" role="row" key={`w${wi}`}>
            {week.map((d, i) =>
              d === null ? (
                <span key={`b${i}`} className="vol-calendar__cell" role="gridcell" />
              ) : (
                <span key={d.date} className="vol-calendar__cell" role="gridcell">
                  <button
                    type="button"
                    className={[
                      'vol-calendar__day',
                      d.activityCount > 0 ? 'vol-calendar__day--marked' : '',
                      d.date === today ? 'vol-calendar__day--today' : '',
                      d.date === selected ? 'vol-calendar__day--selected' : '',
                    ].join(' ')}
                    aria-pressed={d.date === selected}
                    aria-label={`${Number(d.date.slice(8))} ${t('volunteers.calendar.dayLabel', { date: d.date, count: d.activityCount })}${d.openSignIn ? ` ${t('volunteers.calendar.open')}` : ''}`}
                    onClick={() => onSelect(d.date)}
                    data-testid="calendar-day"
                    data-date={d.date}
                    data-count={d.activityCount}
                    data-open={d.openSignIn ? 'true' : 'false'}
                    data-manage={d.scheduleManage ? 'true' : 'false'}
                  >
                    <span>{Number(d.date.slice(8))}</span>
                    {d.activityCount > 0 && (
                      <i className={d.openSignIn ? 'vol-calendar__dot vol-calendar__dot--open' : 'vol-calendar__dot'} aria-hidden />
                    )}
                  </button>
                </span>
              ),
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
