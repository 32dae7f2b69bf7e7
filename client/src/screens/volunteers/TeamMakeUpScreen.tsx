import { useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import type { TeamMakeUpScreenQuery } from '../../__generated__/TeamMakeUpScreenQuery.graphql';
import type { TeamMakeUpScreen_makeUpTeam$key } from '../../__generated__/TeamMakeUpScreen_makeUpTeam.graphql';
import type { TeamMakeUpRefetchQuery } from '../../__generated__/TeamMakeUpRefetchQuery.graphql';
import type { TeamMakeUpScreenDecideMakeUpMutation } from '../../__generated__/TeamMakeUpScreenDecideMakeUpMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { Section } from './ui';
import { timeOfDay } from './labels';
import { toastErrors } from './formErrors';

// /team-make-up/:id — the team's make-up requests for its managers

const teamMakeUpQuery = graphql`
  query TeamMakeUpScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        ...TeamMakeUpScreen_makeUpTeam @alias(as: "team")
      }
    }
  }
`;

const decideMakeUp = graphql`
  mutation TeamMakeUpScreenDecideMakeUpMutation($input: DecideMakeUpInput!) {
    decideMakeUp(input: $input) {
      request {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamMakeUpLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TeamMakeUpScreenQuery> {
  return preloadSignedIn<TeamMakeUpScreenQuery>(request, teamMakeUpQuery, { id: params.id ?? '' });
}

function TeamMakeUps({ team: ref }: { team: TeamMakeUpScreen_makeUpTeam$key }) {
  const { t } = useTranslation();
  const [refreshing, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamMakeUpRefetchQuery, TeamMakeUpScreen_makeUpTeam$key>(
    graphql`
      fragment TeamMakeUpScreen_makeUpTeam on VolunteerTeam @refetchable(queryName: "TeamMakeUpRefetchQuery") {
        name
        makeUpRequests(first: 50, status: PENDING) {
          totalCount
          edges {
            node {
              id
              applicantName
              shiftTitle
              shiftDate
              reason
              claimedSignInAt
              claimedSignOutAt
              applicantAvatar {
                url(size: SMALL)
                alt
              }
            }
          }
        }
      }
    `,
    ref,
  );
  const [commit, deciding] = useGraphMutation<TeamMakeUpScreenDecideMakeUpMutation>(decideMakeUp);
  if (!team.makeUpRequests) return <EmptyState text={t('volunteers.team.managersOnly')} />;
  const decide = async (id: string, approve: boolean, name: string) => {
    if (!approve && !(await confirmDialog({ message: t('volunteers.makeUp.rejectConfirm', { name }) }))) return;
    const payload = await commit({ variables: { input: { requestId: id, approve } } });
    if (toastErrors(payload?.errors, approve ? t('volunteers.makeUp.approved', { name }) : t('volunteers.makeUp.rejected', { name })))
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
  };
  return (
    <Section title={t('volunteers.makeUp.queue', { count: team.makeUpRequests.totalCount })} testId="make-up-queue">
      {refreshing && <Spinner />}
      {team.makeUpRequests.edges.length === 0 ? (
        <p className="vol-muted">{t('volunteers.makeUp.queueEmpty')}</p>
      ) : (
        <ul className="vol-list vol-list--flush">
          {team.makeUpRequests.edges.map(({ node: m }) => (
            <li key={m.id} className="vol-item" data-testid="make-up-request" data-name={m.applicantName}>
              <Img src={m.applicantAvatar?.url} alt={m.applicantName} className="vol-item__avatar" />
              <div className="vol-item__body">
                <span className="vol-item__title">{m.applicantName}</span>
                <span className="vol-item__meta">
                  {m.shiftTitle} · {m.shiftDate} · {timeOfDay(m.claimedSignInAt)}–{timeOfDay(m.claimedSignOutAt)}
                </span>
                <span className="vol-muted">{m.reason}</span>
                <div className="vol-item__actions">
                  <button
                    type="button"
                    className="vol-btn vol-btn--primary"
                    disabled={deciding}
                    onClick={() => void decide(m.id, true, m.applicantName)}
                    data-testid="approve-make-up"
                  >
                    <Check aria-hidden size={16} />
                    {t('volunteers.approve')}
                  </button>
                  <button
                    type="button"
                    className="vol-btn vol-btn--quiet"
                    disabled={deciding}
                    onClick={() => void decide(m.id, false, m.applicantName)}
                    data-testid="reject-make-up"
                  >
                    <X aria-hidden size={16} />
                    {t('volunteers.reject')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** /team-make-up/:id: make-up sign-in requests of the team's members, for its managers to decide. */
export function TeamMakeUpScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamMakeUpScreenQuery>(teamMakeUpQuery).node;
  if (node?.__typename !== 'VolunteerTeam')
    return <NotFoundPage title={t('volunteers.team.makeUps')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-make-up">
      <PageHeader title={t('volunteers.team.makeUps')} />
      {node.team && <TeamMakeUps team={node.team} />}
    </div>
  );
}
