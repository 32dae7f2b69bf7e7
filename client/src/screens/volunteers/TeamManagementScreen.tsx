import { useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, Crown, ShieldMinus, ShieldPlus, UserMinus, X } from 'lucide-react';
import type { TeamManagementScreenQuery } from '../../__generated__/TeamManagementScreenQuery.graphql';
import type { TeamManagementScreen_team$key } from '../../__generated__/TeamManagementScreen_team.graphql';
import type { TeamManagementRefetchQuery } from '../../__generated__/TeamManagementRefetchQuery.graphql';
import type { TeamManagementScreenDecideMutation } from '../../__generated__/TeamManagementScreenDecideMutation.graphql';
import type { TeamManagementScreenRemoveMutation } from '../../__generated__/TeamManagementScreenRemoveMutation.graphql';
import type { TeamManagementScreenManagerMutation } from '../../__generated__/TeamManagementScreenManagerMutation.graphql';
import type { TeamManagementScreenTransferMutation } from '../../__generated__/TeamManagementScreenTransferMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { Badge, Section } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';

const query = graphql`
  query TeamManagementScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        ...TeamManagementScreen_team @alias(as: "team")
      }
    }
  }
`;

export function teamManagementLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TeamManagementScreenQuery> {
  return preloadSignedIn<TeamManagementScreenQuery>(request, query, { id: params.id ?? '' });
}

const decide = graphql`
  mutation TeamManagementScreenDecideMutation($input: DecideJoinApplicationInput!) {
    decideJoinApplication(input: $input) {
      member {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;
const remove = graphql`
  mutation TeamManagementScreenRemoveMutation($input: RemoveTeamMemberInput!) {
    removeTeamMember(input: $input) {
      member {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;
const setManager = graphql`
  mutation TeamManagementScreenManagerMutation($input: SetTeamManagerInput!) {
    setTeamManager(input: $input) {
      member {
        id
        role
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;
const transfer = graphql`
  mutation TeamManagementScreenTransferMutation($input: TransferTeamFounderInput!) {
    transferTeamFounder(input: $input) {
      member {
        id
        role
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function Management({ team: ref }: { team: TeamManagementScreen_team$key }) {
  const { t } = useTranslation();
  const [refreshing, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamManagementRefetchQuery, TeamManagementScreen_team$key>(
    graphql`
      fragment TeamManagementScreen_team on VolunteerTeam @refetchable(queryName: "TeamManagementRefetchQuery") {
        name
        viewerRole
        memberCount
        memberLimit
        joinApplications(first: 50) {
          totalCount
          edges {
            node {
              id
              name
              applyReason
              appliedAt
              avatar {
                url(size: SMALL)
                alt
              }
              viewerCan {
                decide
              }
            }
          }
        }
        members(first: 50) {
          totalCount
          edges {
            node {
              id
              name
              role
              serviceHours
              avatar {
                url(size: SMALL)
                alt
              }
              viewerCan {
                remove
                makeManager
                unmakeManager
                transferFounder
              }
            }
          }
        }
      }
    `,
    ref,
  );
  const [decideCommit, deciding] = useGraphMutation<TeamManagementScreenDecideMutation>(decide);
  const [removeCommit, removing] = useGraphMutation<TeamManagementScreenRemoveMutation>(remove);
  const [managerCommit, settingManager] = useGraphMutation<TeamManagementScreenManagerMutation>(setManager);
  const [transferCommit, transferring] = useGraphMutation<TeamManagementScreenTransferMutation>(transfer);
  const busy = deciding || removing || settingManager || transferring || refreshing;
  const refresh = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const done = (errors: Parameters<typeof toastErrors>[0], message: string) => {
    if (toastErrors(errors, message)) refresh();
  };

  if (!team.joinApplications) return <EmptyState text={t('volunteers.team.managersOnly')} />;
  return (
    <>
      <section className="vol-card">
        <p>
          {t('volunteers.team.memberCount')}: <strong data-testid="management-member-count">{team.memberCount}</strong>/{team.memberLimit}{' '}
          {busy && <Spinner />}
        </p>
      </section>
      <Section title={t('volunteers.team.members.applications', { count: team.joinApplications.totalCount })} testId="join-applications">
        {team.joinApplications.edges.length === 0 ? (
          <p className="vol-muted">{t('volunteers.team.members.noApplications')}</p>
        ) : (
          <ul className="vol-list vol-list--flush">
            {team.joinApplications.edges.map(({ node: a }) => (
              <li key={a.id} className="vol-item" data-testid="join-application">
                <Img src={a.avatar?.url} alt={a.name} className="vol-item__avatar" />
                <div className="vol-item__body">
                  <span className="vol-item__title">{a.name}</span>
                  {a.applyReason && <span className="vol-muted">{a.applyReason}</span>}
                  {a.viewerCan.decide && (
                    <div className="vol-item__actions">
                      <button
                        type="button"
                        className="vol-btn vol-btn--primary"
                        disabled={busy}
                        onClick={async () =>
                          done(
                            (await decideCommit({ variables: { input: { memberId: a.id, approve: true } } }))?.errors,
                            t('volunteers.team.members.approved'),
                          )
                        }
                        data-testid="approve-member"
                      >
                        <Check aria-hidden size={16} />
                        {t('volunteers.approve')}
                      </button>
                      <button
                        type="button"
                        className="vol-btn vol-btn--quiet"
                        disabled={busy}
                        onClick={async () => {
                          if (await confirmDialog({ message: t('volunteers.team.members.rejectConfirm', { name: a.name }) }))
                            done(
                              (await decideCommit({ variables: { input: { memberId: a.id, approve: false } } }))?.errors,
                              t('volunteers.team.members.rejected'),
                            );
                        }}
                        data-testid="reject-member"
                      >
                        <X aria-hidden size={16} />
                        {t('volunteers.reject')}
                      </button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('volunteers.team.memberList', { count: team.members.totalCount })} testId="member-list">
        <ul className="vol-list vol-list--flush">
          {team.members.edges.map(({ node: m }) => (
            <li key={m.id} className="vol-item" data-testid="team-member" data-name={m.name} data-role={m.role}>
              <Img src={m.avatar?.url} alt={m.name} className="vol-item__avatar" />
              <div className="vol-item__body">
                <span className="vol-item__title">
                  {m.name}{' '}
                  <Badge tone={m.role === 'MEMBER' ? 'plain' : 'primary'} testId="member-role">
                    {label(t, 'role', m.role)}
                  </Badge>
                </span>
                <div className="vol-item__actions">
                  {m.viewerCan.makeManager && (
                    <button
                      type="button"
                      className="vol-btn"
                      disabled={busy}
                      onClick={async () =>
                        done(
                          (await managerCommit({ variables: { input: { memberId: m.id, manager: true } } }))?.errors,
                          t('volunteers.team.members.madeManager', { name: m.name }),
                        )
                      }
                      data-testid="make-manager"
                    >
                      <ShieldPlus aria-hidden size={16} />
                      {t('volunteers.team.members.makeManager')}
                    </button>
                  )}
                  {m.viewerCan.unmakeManager && (
                    <button
                      type="button"
                      className="vol-btn vol-btn--quiet"
                      disabled={busy}
                      onClick={async () =>
                        done(
                          (await managerCommit({ variables: { input: { memberId: m.id, manager: false } } }))?.errors,
                          t('volunteers.team.members.unmadeManager', { name: m.name }),
                        )
                      }
                      data-testid="unmake-manager"
                    >
                      <ShieldMinus aria-hidden size={16} />
                      {t('volunteers.team.members.unmakeManager')}
                    </button>
                  )}
                  {m.viewerCan.transferFounder && (
                    <button
                      type="button"
                      className="vol-btn vol-btn--quiet"
                      disabled={busy}
                      onClick={async () => {
                        if (await confirmDialog({ message: t('volunteers.team.members.transferConfirm', { name: m.name }) }))
                          done(
                            (await transferCommit({ variables: { input: { memberId: m.id } } }))?.errors,
                            t('volunteers.team.members.transferred', { name: m.name }),
                          );
                      }}
                      data-testid="transfer-founder"
                    >
                      <Crown aria-hidden size={16} />
                      {t('volunteers.team.members.transfer')}
                    </button>
                  )}
                  {m.viewerCan.remove && (
                    <button
                      type="button"
                      className="vol-btn vol-btn--danger"
                      disabled={busy}
                      onClick={async () => {
                        if (await confirmDialog({ message: t('volunteers.team.members.removeConfirm', { name: m.name }) }))
                          done(
                            (await removeCommit({ variables: { input: { memberId: m.id } } }))?.errors,
                            t('volunteers.team.members.removed', { name: m.name }),
                          );
                      }}
                      data-testid="remove-member"
                    >
                      <UserMinus aria-hidden size={16} />
                      {t('volunteers.team.members.remove')}
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** /team-management/:id: join applications to decide and members to manage (roles per the viewer's role). */
export function TeamManagementScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<TeamManagementScreenQuery>(query).node;
  if (node?.__typename !== 'VolunteerTeam')
    return <NotFoundPage title={t('volunteers.team.members.manage')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-management">
      <PageHeader title={t('volunteers.team.members.manage')} />
      {node.team && <Management team={node.team} />}
    </div>
  );
}
