import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, ScanLine } from 'lucide-react';
import type { TeamCalendarScreensSignQuery } from '../../__generated__/TeamCalendarScreensSignQuery.graphql';
import type { TeamCalendarScreens_signTeam$key } from '../../__generated__/TeamCalendarScreens_signTeam.graphql';
import type { TeamSignRefetchQuery } from '../../__generated__/TeamSignRefetchQuery.graphql';
import type { TeamCalendarScreensScheduleQuery } from '../../__generated__/TeamCalendarScreensScheduleQuery.graphql';
import type { TeamCalendarScreens_scheduleTeam$key } from '../../__generated__/TeamCalendarScreens_scheduleTeam.graphql';
import type { TeamScheduleRefetchQuery } from '../../__generated__/TeamScheduleRefetchQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import { MonthCalendar } from './MonthCalendar';
import { ShiftCard } from './ShiftCard';
import { chinaToday } from '../../widgets/format';
import { shiftMonth, thisMonth } from './labels';
import { Section } from './ui';

// ---------------------------------------------------------------------------------------------
// /team-sign/:id — the team's sign-in calendar
// ---------------------------------------------------------------------------------------------

const signQuery = graphql`
  query TeamCalendarScreensSignQuery($id: ID!, $month: String!, $date: String!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        ...TeamCalendarScreens_signTeam @arguments(month: $month, date: $date) @alias(as: "team")
      }
    }
  }
`;

export function teamSignLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamCalendarScreensSignQuery> {
  return preloadSignedIn<TeamCalendarScreensSignQuery>(request, signQuery, { id: params.id ?? '', month: thisMonth(), date: chinaToday() });
}

function SignCalendar({ team: ref }: { team: TeamCalendarScreens_signTeam$key }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamSignRefetchQuery, TeamCalendarScreens_signTeam$key>(
    graphql`
      fragment TeamCalendarScreens_signTeam on VolunteerTeam
      @refetchable(queryName: "TeamSignRefetchQuery")
      @argumentDefinitions(month: { type: "String!" }, date: { type: "String!" }) {
        name
        viewerRole
        signInCalendar(month: $month) {
          date
          activityCount
          openSignIn
          scheduleManage
        }
        shifts(date: $date) {
          id
          viewerStatus
          ...ShiftCard_shift
        }
      }
    `,
    ref,
  );
  const month = team.signInCalendar[0]?.date.slice(0, 7) ?? thisMonth();
  const [selected, setSelected] = useState(chinaToday());
  const manager = team.viewerRole === 'MANAGER' || team.viewerRole === 'FOUNDER';
  // members see their own shifts; managers every shift of the day
  const shifts = manager ? team.shifts : team.shifts.filter((s) => s.viewerStatus === 'APPROVED');
  return (
    <>
      <MonthCalendar
        testId="sign-calendar"
        month={month}
        days={team.signInCalendar}
        selected={selected}
        pending={pending}
        onMonth={(by) => startTransition(() => {
      refetch({ month: shiftMonth(month, by), date: selected });
    })}
        onSelect={(date) => {
          setSelected(date);
          startTransition(() => {
      refetch({ month: date.slice(0, 7), date });
    });
        }}
      />
      <Section title={t('volunteers.sign.dayTitle', { date: selected })} testId="sign-day">
        {shifts.length === 0 ? <p className="vol-muted">{t('volunteers.sign.noShifts')}</p> : shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="sign" />)}
      </Section>
      <section className="vol-card vol-status">
        <ScanLine aria-hidden className="vol-status__icon" size={28} />
        <p className="vol-muted">{t('volunteers.sign.scanHint')}</p>
      </section>
    </>
  );
}

/** /team-sign/:id: the team's month calendar of sign-in (doc 2 §2.2) and the day's shifts to sign in to, out of, or make up. */
export function TeamSignScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamCalendarScreensSignQuery>(signQuery).node;
  if (!node || node.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.sign.title')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-sign">
      <PageHeader title={t('volunteers.sign.title')} />
      {node.team && <SignCalendar team={node.team} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-schedule/:id — the team's schedule calendar
// ---------------------------------------------------------------------------------------------

const scheduleQuery = graphql`
  query TeamCalendarScreensScheduleQuery($id: ID!, $month: String!, $date: String!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        ...TeamCalendarScreens_scheduleTeam @arguments(month: $month, date: $date) @alias(as: "team")
      }
    }
  }
`;

export function teamScheduleLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamCalendarScreensScheduleQuery> {
  return preloadSignedIn<TeamCalendarScreensScheduleQuery>(request, scheduleQuery, { id: params.id ?? '', month: thisMonth(), date: chinaToday() });
}

function ScheduleCalendar({ team: ref, teamId }: { team: TeamCalendarScreens_scheduleTeam$key; teamId: string }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamScheduleRefetchQuery, TeamCalendarScreens_scheduleTeam$key>(
    graphql`
      fragment TeamCalendarScreens_scheduleTeam on VolunteerTeam
      @refetchable(queryName: "TeamScheduleRefetchQuery")
      @argumentDefinitions(month: { type: "String!" }, date: { type: "String!" }) {
        name
        viewerCan {
          manageSchedule
        }
        scheduleCalendar(month: $month) {
          date
          activityCount
          openSignIn
          scheduleManage
        }
        shifts(date: $date) {
          id
          ...ShiftCard_shift
        }
      }
    `,
    ref,
  );
  const month = team.scheduleCalendar[0]?.date.slice(0, 7) ?? thisMonth();
  const [selected, setSelected] = useState(chinaToday());
  const day = team.scheduleCalendar.find((d) => d.date === selected);
  return (
    <>
      <MonthCalendar
        testId="schedule-calendar"
        month={month}
        days={team.scheduleCalendar}
        selected={selected}
        pending={pending}
        onMonth={(by) => startTransition(() => {
      refetch({ month: shiftMonth(month, by), date: selected });
    })}
        onSelect={(date) => {
          setSelected(date);
          startTransition(() => {
      refetch({ month: date.slice(0, 7), date });
    });
        }}
      />
      <Section title={t('volunteers.shift.dayTitle', { date: selected })} testId="schedule-day">
        {team.shifts.length === 0 ? <EmptyState text={t('volunteers.sign.noShifts')} /> : team.shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="schedule" />)}
        {day?.scheduleManage && (
          <Link className="vol-btn vol-btn--block" to={`/shift-edit/${encodeURIComponent(teamId)}?date=${selected}`} data-testid="add-shift">
            <CalendarPlus aria-hidden size={16} />
            {t('volunteers.shift.add')}
          </Link>
        )}
      </Section>
    </>
  );
}

/** /team-schedule/:id: the team's schedule (doc 2 §2.2 month calendar): pick a day, then a shift; managers add and amend shifts. */
export function TeamScheduleScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamCalendarScreensScheduleQuery>(scheduleQuery).node;
  if (!node || node.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.shift.title')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-schedule">
      <PageHeader title={t('volunteers.shift.title')} />
      {node.team && <ScheduleCalendar team={node.team} teamId={node.upstreamId} />}
    </div>
  );
}
