import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { TeamInvitationScreenQuery } from '../../__generated__/TeamInvitationScreenQuery.graphql';
import type { TeamInvitationScreenJoinMutation } from '../../__generated__/TeamInvitationScreenJoinMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { Badge, Figures, HoursFigure } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';
import { ContentIn } from '../../widgets/Content';

// /team-invitation?code=

const invitationQuery = graphql`
  query TeamInvitationScreenQuery($code: String!) {
    team: volunteerTeamInvitation(code: $code) {
      id
      name
      kind
      detailPath
      intro
      summary
      memberCount
      serviceHours
      serviceType
      viewerRole
      logo {
        url(size: SMALL)
        alt
      }
    }
    viewer {
      isSignedIn
      user {
        isVolunteer
      }
    }
  }
`;

const joinMutation = graphql`
  mutation TeamInvitationScreenJoinMutation($input: JoinTeamByInvitationInput!) {
    joinTeamByInvitation(input: $input) {
      team {
        id
        viewerRole
        memberCount
        detailPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamInvitationLoader({ request }: { request: Request }): PreloadedQuery<TeamInvitationScreenQuery> {
  const search = prepareRequest(request);
  return preload<TeamInvitationScreenQuery>(invitationQuery, { code: search.get('code') ?? '' }, { fresh: true });
}

/** /team-invitation?code=: the page a team's QR invitation opens — the team and a join button (no audit). */
export function TeamInvitationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamInvitationScreenQuery>(invitationQuery);
  const [join, joining] = useGraphMutation<TeamInvitationScreenJoinMutation>(joinMutation);
  const team = data.team;
  if (!team) return <NotFoundPage title={t('volunteers.team.invitation')} text={t('volunteers.team.invitationInvalid')} />;
  const code = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('code') ?? '';
  const member = team.viewerRole === 'MEMBER' || team.viewerRole === 'MANAGER' || team.viewerRole === 'FOUNDER';
  const accept = async () => {
    if (!(await requireLogin())) return;
    const payload = await join({ variables: { input: { code } } });
    if (toastErrors(payload?.errors, t('volunteers.team.joined', { name: team.name })) && payload?.team)
      navigate(payload.team.detailPath, { replace: true });
  };
  return (
    <div className="vol-page" data-testid="team-invitation">
      <PageHeader title={t('volunteers.team.invitation')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <Img src={team.logo?.url} alt={team.logo?.alt ?? team.name} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name">
              <ContentIn line={(name) => t('volunteers.team.invitedTo', { name })} content={team.name} />
            </h2>
            {team.serviceType && <span>{label(t, 'serviceType', team.serviceType)}</span>}
          </div>
        </div>
        <Figures
          items={[
            { label: t('volunteers.team.memberCount'), value: team.memberCount },
            { label: t('volunteers.index.serviceHours'), value: <HoursFigure hours={team.serviceHours} /> },
          ]}
        />
      </section>
      <section className="vol-card">
        <p className="vol-text">{team.intro ?? team.summary}</p>
      </section>
      <div className="vol-card">
        {member ? (
          <>
            <Badge tone="ok">{label(t, 'role', team.viewerRole)}</Badge>
            <Link to={team.detailPath} className="vol-btn vol-btn--block">
              {t('volunteers.team.open')}
            </Link>
          </>
        ) : team.kind === 'TEAM' && data.viewer.isSignedIn && !data.viewer.user?.isVolunteer ? (
          <Link className="vol-btn vol-btn--primary vol-btn--block" to="/volunteer-service">
            {t('volunteers.team.registerFirst')}
          </Link>
        ) : (
          <button
            type="button"
            className="vol-btn vol-btn--primary vol-btn--block"
            onClick={() => void accept()}
            disabled={joining}
            data-testid="accept-invitation"
          >
            <UserPlus aria-hidden size={18} />
            {t('volunteers.team.acceptInvitation')}
          </button>
        )}
      </div>
    </div>
  );
}
