import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MyScheduleScreenQuery } from '../../__generated__/MyScheduleScreenQuery.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { ShiftCard } from './ShiftCard';
import { shiftMonth, thisMonth } from './labels';

// /my-scheduling — my shifts of a month

const myScheduleQuery = graphql`
  query MyScheduleScreenQuery($month: String!) {
    viewer {
      isSignedIn
      user {
        volunteerSchedule(month: $month) {
          id
          date
          ...ShiftCard_shift
        }
      }
    }
  }
`;

export function myScheduleLoader({ request }: { request: Request }): PreloadedQuery<MyScheduleScreenQuery> {
  const search = prepareSignedInRequest(request);
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  return preload<MyScheduleScreenQuery>(myScheduleQuery, { month }, { fresh: true });
}

/** /my-scheduling: "my schedule" — the volunteer's shifts of a month (asked for and confirmed), to sign in from. */
export function MyScheduleScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<MyScheduleScreenQuery>(myScheduleQuery);
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  const shifts = data.viewer.user?.volunteerSchedule ?? [];
  const title = t('volunteers.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
  return (
    <div className="vol-page" data-testid="my-schedule">
      <PageHeader title={t('volunteers.home.schedule')} />
      <nav className="vol-card vol-calendar__head" aria-label={title}>
        <Link
          className="vol-icon-btn"
          to={`/my-scheduling?month=${shiftMonth(month, -1)}`}
          replace
          aria-label={t('volunteers.calendar.prev')}
        >
          <ChevronLeft aria-hidden size={20} />
        </Link>
        <h2 className="vol-calendar__title">{title}</h2>
        <Link
          className="vol-icon-btn"
          to={`/my-scheduling?month=${shiftMonth(month, 1)}`}
          replace
          aria-label={t('volunteers.calendar.next')}
        >
          <ChevronRight aria-hidden size={20} />
        </Link>
      </nav>
      <section className="vol-card">
        {shifts.length === 0 ? (
          <EmptyState text={t('volunteers.shift.noneMine')} />
        ) : (
          shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="sign" />)
        )}
      </section>
    </div>
  );
}
