import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Archive, Check, X } from 'lucide-react';
import type { RecruitAuditScreenQuery } from '../../__generated__/RecruitAuditScreenQuery.graphql';
import type { RecruitAuditScreen_activity$key } from '../../__generated__/RecruitAuditScreen_activity.graphql';
import type { RecruitAuditRefetchQuery, RecruitmentApplicationStatus } from '../../__generated__/RecruitAuditRefetchQuery.graphql';
import type { RecruitAuditScreenDecideMutation, RecruitmentDecision } from '../../__generated__/RecruitAuditScreenDecideMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { Figures } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';

const query = graphql`
  query RecruitAuditScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "RecruitmentActivity", upstreamId: $id) {
      __typename
      ... on RecruitmentActivity {
        id
        ...RecruitAuditScreen_activity @alias(as: "activity")
      }
    }
  }
`;

const decide = graphql`
  mutation RecruitAuditScreenDecideMutation($input: DecideRecruitmentApplicationInput!) {
    decideRecruitmentApplication(input: $input) {
      application {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function recruitAuditLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<RecruitAuditScreenQuery> {
  return preloadSignedIn<RecruitAuditScreenQuery>(request, query, { id: params.id ?? '' });
}

const TABS: readonly RecruitmentApplicationStatus[] = ['PENDING', 'APPROVED', 'RESERVE', 'REJECTED'];

function Audit({ activity: ref }: { activity: RecruitAuditScreen_activity$key }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecruitmentApplicationStatus>('PENDING');
  const [loading, startTransition] = useTransition();
  const [a, refetch] = useRefetchableFragment<RecruitAuditRefetchQuery, RecruitAuditScreen_activity$key>(
    graphql`
      fragment RecruitAuditScreen_activity on RecruitmentActivity
      @refetchable(queryName: "RecruitAuditRefetchQuery")
      @argumentDefinitions(status: { type: "RecruitmentApplicationStatus", defaultValue: PENDING }) {
        name
        quota
        approvedCount
        pendingCount
        reserveCount
        remaining
        viewerCanManage
        applications(first: 50, status: $status) {
          totalCount
          edges {
            node {
              id
              status
              applicantName
              remark
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
  const [commit, deciding] = useGraphMutation<RecruitAuditScreenDecideMutation>(decide);
  const show = (next: RecruitmentApplicationStatus) => {
    setTab(next);
    startTransition(() => {
      refetch({ status: next }, { fetchPolicy: 'network-only' });
    });
  };
  const act = async (id: string, decision: RecruitmentDecision, name: string) => {
    if (decision === 'REJECT' && !(await confirmDialog({ message: t('volunteers.recruit.rejectConfirm', { name }) }))) return;
    const payload = await commit({ variables: { input: { applicationId: id, decision } } });
    if (toastErrors(payload?.errors, t(`volunteers.recruit.decided.${decision}`, { name })))
      startTransition(() => {
        refetch({ status: tab }, { fetchPolicy: 'network-only' });
      });
  };
  if (!a.viewerCanManage || !a.applications) return <EmptyState text={t('volunteers.team.managersOnly')} />;
  return (
    <>
      <section className="vol-card">
        <h2 className="vol-item__title">{a.name}</h2>
        <Figures
          items={[
            { label: t('volunteers.recruit.quota'), value: a.quota },
            { label: t('volunteers.applicationStatus.APPROVED'), value: a.approvedCount, testId: 'audit-approved' },
            { label: t('volunteers.applicationStatus.PENDING'), value: a.pendingCount },
            { label: t('volunteers.applicationStatus.RESERVE'), value: a.reserveCount },
          ]}
        />
      </section>
      <div className="tabs vol-tabs" role="tablist" aria-label={t('volunteers.recruit.applications')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === tab}
            className={s === tab ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            onClick={() => show(s)}
            data-testid={`audit-tab-${s}`}
          >
            {s === 'RESERVE' ? t('volunteers.recruit.reserveList') : label(t, 'applicationStatus', s)}
          </button>
        ))}
      </div>
      {loading ? (
        <div className="list-footer">
          <Spinner />
        </div>
      ) : a.applications.edges.length === 0 ? (
        <EmptyState text={t('volunteers.recruit.noApplications')} />
      ) : (
        <ul className="vol-list" data-testid="applications">
          {a.applications.edges.map(({ node: x }) => (
            <li key={x.id} className="vol-item" data-testid="application" data-name={x.applicantName}>
              <Img src={x.applicantAvatar?.url} alt={x.applicantName} className="vol-item__avatar" />
              <div className="vol-item__body">
                <span className="vol-item__title">{x.applicantName}</span>
                {x.remark && <span className="vol-muted">{x.remark}</span>}
                {(x.status === 'PENDING' || x.status === 'RESERVE') && (
                  <div className="vol-item__actions">
                    <button
                      type="button"
                      className="vol-btn vol-btn--primary"
                      disabled={deciding || a.remaining === 0}
                      onClick={() => void act(x.id, 'APPROVE', x.applicantName)}
                      data-testid="approve-application"
                    >
                      <Check aria-hidden size={16} />
                      {t('volunteers.approve')}
                    </button>
                    {x.status === 'PENDING' && (
                      <button
                        type="button"
                        className="vol-btn"
                        disabled={deciding}
                        onClick={() => void act(x.id, 'RESERVE', x.applicantName)}
                        data-testid="reserve-application"
                      >
                        <Archive aria-hidden size={16} />
                        {t('volunteers.recruit.toReserve')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="vol-btn vol-btn--quiet"
                      disabled={deciding}
                      onClick={() => void act(x.id, 'REJECT', x.applicantName)}
                      data-testid="reject-application"
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
    </>
  );
}

/** /recruit-audit/:id: a recruitment activity's applications for its managers — approve within the quota, reject, the reserve list. */
export function RecruitAuditScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<RecruitAuditScreenQuery>(query).node;
  if (node?.__typename !== 'RecruitmentActivity')
    return <NotFoundPage title={t('volunteers.recruit.applications')} text={t('volunteers.recruit.notFound')} />;
  return (
    <div className="vol-page" data-testid="recruit-audit">
      <PageHeader title={t('volunteers.recruit.applications')} />
      {node.activity && <Audit activity={node.activity} />}
    </div>
  );
}
