import { RefreshCw } from 'lucide-react';
import { graphql, type PreloadedQuery } from 'react-relay';
import type { TeamQrScreenRenewMutation } from '../../__generated__/TeamQrScreenRenewMutation.graphql';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TeamQrScreenQuery } from '../../__generated__/TeamQrScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { QrCode } from '../../widgets/QrCode';
import { Img } from '../../widgets/Img';
import { confirmDialog } from '../../env/dialog';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { appUrl } from './appUrl';

// /team-ewm/:id

const qrQuery = graphql`
  query TeamQrScreenQuery($id: ID!) {
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

const renewMutation = graphql`
  mutation TeamQrScreenRenewMutation($input: RenewTeamInvitationInput!) {
    renewTeamInvitation(input: $input) {
      team {
        id
        invitation {
          code
          path
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamQrLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamQrScreenQuery> {
  return preloadSignedIn<TeamQrScreenQuery>(request, qrQuery, { id: params.id ?? '' });
}

/** /team-ewm/:id: the team's QR invitation, drawn on the device (managers and the founder). */
export function TeamQrScreen() {
  const { t } = useTranslation();
  const team = useRouteQuery<TeamQrScreenQuery>(qrQuery).node;
  const [commit, pending] = useGraphMutation<TeamQrScreenRenewMutation>(renewMutation);
  if (team?.__typename !== 'VolunteerTeam')
    return <NotFoundPage title={t('volunteers.team.invite')} text={t('volunteers.team.notFound')} />;
  if (!team.invitation) return <NotFoundPage title={t('volunteers.team.invite')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  const url = appUrl(team.invitation.path);
  const renew = async () => {
    const asked = await confirmDialog({
      title: t('volunteers.team.renewInvite'),
      message: t('volunteers.team.renewInviteConfirm'),
      confirmText: t('volunteers.team.renewInvite'),
    });
    if (asked)
      toastOutcome(await commit({ variables: { input: { teamId: team.id } } }), {
        message: t('volunteers.team.renewInviteDone'),
        type: 'success',
      });
  };
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
        <Link to={team.invitation.path} className="vol-qr__value" data-testid="invite-link">
          {url}
        </Link>
        <button type="button" className="vol-btn" disabled={pending} onClick={() => void renew()} data-testid="renew-invite">
          <RefreshCw aria-hidden size={16} />
          {t('volunteers.team.renewInvite')}
        </button>
      </section>
    </div>
  );
}
