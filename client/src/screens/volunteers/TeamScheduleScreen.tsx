import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import type { TeamScheduleScreenQuery } from '../../__generated__/TeamScheduleScreenQuery.graphql';
import type { TeamScheduleScreen_scheduleTeam$key } from '../../__generated__/TeamScheduleScreen_scheduleTeam.graphql';
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

// /team-schedule/:id — the team's schedule calendar

const scheduleQuery = graphql`
  query TeamScheduleScreenQuery($id: ID!, $month: String!, $date: String!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        ...TeamScheduleScreen_scheduleTeam @arguments(month: $month, date: $date) @alias(as: "team")
      }
    }
  }
`;

export function teamScheduleLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TeamScheduleScreenQuery> {
  return preloadSignedIn<TeamScheduleScreenQuery>(request, scheduleQuery, { id: params.id ?? '', month: thisMonth(), date: chinaToday() });
}

function ScheduleCalendar({ team: ref, teamId }: { team: TeamScheduleScreen_scheduleTeam$key; teamId: string }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamScheduleRefetchQuery, TeamScheduleScreen_scheduleTeam$key>(
    graphql`
      fragment TeamScheduleScreen_scheduleTeam on VolunteerTeam
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
        onMonth={(by) =>
          startTransition(() => {
            refetch({ month: shiftMonth(month, by), date: selected });
          })
        }
        onSelect={(date) => {
          setSelected(date);
          startTransition(() => {
            refetch({ month: date.slice(0, 7), date });
          });
        }}
      />
      <Section title={t('volunteers.shift.dayTitle', { date: selected })} testId="schedule-day">
        {team.shifts.length === 0 ? (
          <EmptyState text={t('volunteers.sign.noShifts')} />
        ) : (
          team.shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="schedule" />)
        )}
        {day?.scheduleManage && (
          <Link
            className="vol-btn vol-btn--block"
            to={`/shift-edit/${encodeURIComponent(teamId)}?date=${selected}`}
            data-testid="add-shift"
          >
            <CalendarPlus aria-hidden size={16} />
            {t('volunteers.shift.add')}
          </Link>
        )}
      </Section>
    </>
  );
}

/** /team-schedule/:id: the team's schedule (a month calendar): pick a day, then a shift; managers add and amend shifts. */
export function TeamScheduleScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamScheduleScreenQuery>(scheduleQuery).node;
  if (node?.__typename !== 'VolunteerTeam')
    return <NotFoundPage title={t('volunteers.shift.title')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-schedule">
      <PageHeader title={t('volunteers.shift.title')} />
      {node.team && <ScheduleCalendar team={node.team} teamId={node.upstreamId} />}
    </div>
  );
}
