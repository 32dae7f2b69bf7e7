import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { ScanLine } from 'lucide-react';
import type { TeamSignScreenQuery } from '../../__generated__/TeamSignScreenQuery.graphql';
import type { TeamSignScreen_signTeam$key } from '../../__generated__/TeamSignScreen_signTeam.graphql';
import type { TeamSignRefetchQuery } from '../../__generated__/TeamSignRefetchQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { MonthCalendar } from './MonthCalendar';
import { ShiftCard } from './ShiftCard';
import { chinaToday } from '../../widgets/format';
import { shiftMonth, thisMonth } from './labels';
import { Section } from './ui';

// /team-sign/:id — the team's sign-in calendar

const signQuery = graphql`
  query TeamSignScreenQuery($id: ID!, $month: String!, $date: String!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        ...TeamSignScreen_signTeam @arguments(month: $month, date: $date) @alias(as: "team")
      }
    }
  }
`;

export function teamSignLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamSignScreenQuery> {
  return preloadSignedIn<TeamSignScreenQuery>(request, signQuery, { id: params.id ?? '', month: thisMonth(), date: chinaToday() });
}

function SignCalendar({ team: ref }: { team: TeamSignScreen_signTeam$key }) {
  const { t } = useTranslation();
  const [pending, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamSignRefetchQuery, TeamSignScreen_signTeam$key>(
    graphql`
      fragment TeamSignScreen_signTeam on VolunteerTeam
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
      <Section title={t('volunteers.sign.dayTitle', { date: selected })} testId="sign-day">
        {shifts.length === 0 ? (
          <p className="vol-muted">{t('volunteers.sign.noShifts')}</p>
        ) : (
          shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="sign" />)
        )}
      </Section>
      <section className="vol-card vol-status">
        <ScanLine aria-hidden className="vol-status__icon" size={28} />
        <p className="vol-muted">{t('volunteers.sign.scanHint')}</p>
      </section>
    </>
  );
}

/** /team-sign/:id: the team's month calendar of sign-in and the day's shifts to sign in to, out of, or make up. */
export function TeamSignScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamSignScreenQuery>(signQuery).node;
  if (node?.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.sign.title')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-sign">
      <PageHeader title={t('volunteers.sign.title')} />
      {node.team && <SignCalendar team={node.team} />}
    </div>
  );
}
