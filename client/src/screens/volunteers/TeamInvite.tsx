import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import type { TeamInviteQrQuery } from '../../__generated__/TeamInviteQrQuery.graphql';
import type { TeamInviteInvitationQuery } from '../../__generated__/TeamInviteInvitationQuery.graphql';
import type { TeamInviteJoinMutation } from '../../__generated__/TeamInviteJoinMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { QrCode } from '../../widgets/QrCode';
import { Img } from '../../widgets/Img';
import { Badge, Figures, HoursFigure } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';

/** The full address of an in-app path (what a QR code carries: the phone's camera opens it). */
export function appUrl(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

// ---------------------------------------------------------------------------------------------
// /team-ewm/:id
// ---------------------------------------------------------------------------------------------

const qrQuery = graphql`
  query TeamInviteQrQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        name
        logo {
          url(size: SMALL)
          alt
        }
        invitation {
          code
          path
        }
      }
    }
  }
`;

export function teamQrLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamInviteQrQuery> {
  return preloadSignedIn<TeamInviteQrQuery>(request, qrQuery, { id: params.id ?? '' });
}

/** /team-ewm/:id: the team's QR invitation, drawn on the device (managers and the founder). */
export function TeamQrScreen() {
  const { t } = useTranslation();
  const team = useRouteQuery<TeamInviteQrQuery>(qrQuery).node;
  if (!team || team.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.invite')} text={t('volunteers.team.notFound')} />;
  if (!team.invitation) return <NotFoundPage title={t('volunteers.team.invite')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  const url = appUrl(team.invitation.path);
  return (
    <div className="vol-page" data-testid="team-qr">
      <PageHeader title={t('volunteers.team.invite')} />
      <section className="vol-card vol-qr">
        <Img src={team.logo?.url} alt={team.logo?.alt ?? team.name} className="vol-item__avatar" />
        <h2 className="vol-item__title">{team.name}</h2>
        <span className="vol-qr__code">
          <QrCode value={url} label={t('volunteers.team.inviteQr', { name: team.name })} size={220} testId="invite-qr" />
        </span>
        <p className="vol-muted">{t('volunteers.team.inviteHint')}</p>
        <Link to={team.invitation.path} className="vol-qr__value">
          {url}
        </Link>
      </section>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-invitation?code=
// ---------------------------------------------------------------------------------------------

const invitationQuery = graphql`
  query TeamInviteInvitationQuery($code: String!) {
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
  mutation TeamInviteJoinMutation($input: JoinTeamByInvitationInput!) {
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

export function teamInvitationLoader({ request }: { request: Request }): PreloadedQuery<TeamInviteInvitationQuery> {
  const search = prepareRequest(request);
  return preload<TeamInviteInvitationQuery>(invitationQuery, { code: search.get('code') ?? '' }, { fresh: true });
}

/** /team-invitation?code=: the page a team's QR invitation opens — the team and a join button (no audit). */
export function TeamInvitationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamInviteInvitationQuery>(invitationQuery);
  const [join, joining] = useGraphMutation<TeamInviteJoinMutation>(joinMutation);
  const team = data.team;
  if (!team) return <NotFoundPage title={t('volunteers.team.invitation')} text={t('volunteers.team.invitationInvalid')} />;
  const code = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('code') ?? '';
  const member = team.viewerRole === 'MEMBER' || team.viewerRole === 'MANAGER' || team.viewerRole === 'FOUNDER';
  const accept = async () => {
    if (!(await requireLogin())) return;
    const payload = await join({ variables: { input: { code } } });
    if (toastErrors(payload?.errors, t('volunteers.team.joined', { name: team.name })) && payload?.team) navigate(payload.team.detailPath, { replace: true });
  };
  return (
    <div className="vol-page" data-testid="team-invitation">
      <PageHeader title={t('volunteers.team.invitation')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <Img src={team.logo?.url} alt={team.logo?.alt ?? team.name} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name">{t('volunteers.team.invitedTo', { name: team.name })}</h2>
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
          <button type="button" className="vol-btn vol-btn--primary vol-btn--block" onClick={() => void accept()} disabled={joining} data-testid="accept-invitation">
            <UserPlus aria-hidden size={18} />
            {t('volunteers.team.acceptInvitation')}
          </button>
        )}
      </div>
    </div>
  );
}
