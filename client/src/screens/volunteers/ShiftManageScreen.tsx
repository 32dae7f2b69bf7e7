import { useEffect, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, LogIn, LogOut, Save, X } from 'lucide-react';
import type { ShiftManageScreenQuery } from '../../__generated__/ShiftManageScreenQuery.graphql';
import type { ShiftManageScreen_manageShift$key } from '../../__generated__/ShiftManageScreen_manageShift.graphql';
import type { ShiftManageRefetchQuery } from '../../__generated__/ShiftManageRefetchQuery.graphql';
import type { ShiftManageScreenDecideMutation } from '../../__generated__/ShiftManageScreenDecideMutation.graphql';
import type { ShiftManageScreenAssistMutation } from '../../__generated__/ShiftManageScreenAssistMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { QrCode } from '../../widgets/QrCode';
import { Img } from '../../widgets/Img';
import { appUrl } from './appUrl';
import { Badge, Section } from './ui';
import { label, timeOfDay } from './labels';
import { toastErrors } from './formErrors';

// /team-head/:id — a shift for its managers: rotating QR code, picks to audit, sign-in assistant

const manageQuery = graphql`
  query ShiftManageScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Shift", upstreamId: $id) {
      __typename
      ... on Shift {
        id
        ...ShiftManageScreen_manageShift @alias(as: "shift")
      }
    }
  }
`;

const decidePick = graphql`
  mutation ShiftManageScreenDecideMutation($input: DecideShiftPickInput!) {
    decideShiftPick(input: $input) {
      shift {
        id
        approvedCount
        remaining
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const assist = graphql`
  mutation ShiftManageScreenAssistMutation($input: AssistSignInInput!) {
    assistSignIn(input: $input) {
      signIn {
        id
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function shiftManageLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ShiftManageScreenQuery> {
  return preloadSignedIn<ShiftManageScreenQuery>(request, manageQuery, { id: params.id ?? '' });
}

function ManageShift({ shift: ref }: { shift: ShiftManageScreen_manageShift$key }) {
  const { t } = useTranslation();
  const [refreshing, startTransition] = useTransition();
  const [s, refetch] = useRefetchableFragment<ShiftManageRefetchQuery, ShiftManageScreen_manageShift$key>(
    graphql`
      fragment ShiftManageScreen_manageShift on Shift @refetchable(queryName: "ShiftManageRefetchQuery") {
        upstreamId
        kind
        team {
          upstreamId
        }
        title
        date
        startsAt
        endsAt
        quota
        approvedCount
        remaining
        signInOpen
        viewerCanManage
        signInCode {
          code
          path
          refreshInMs
        }
        roster {
          id
          name
          status
          fromActivity
          avatar {
            url(size: SMALL)
            alt
          }
          signIn {
            signedInAt
            signedOutAt
            signInMethod
          }
        }
      }
    `,
    ref,
  );
  const [decideCommit, deciding] = useGraphMutation<ShiftManageScreenDecideMutation>(decidePick);
  const [assistCommit, assisting] = useGraphMutation<ShiftManageScreenAssistMutation>(assist);
  const refresh = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  // the code rotates: fetch the next one when the gateway says
  const wait = s.signInCode?.refreshInMs ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code (or a new wait) sets the next refresh; refresh itself is a stable refetch
  useEffect(() => {
    if (wait === null) return undefined;
    const timer = window.setTimeout(refresh, Math.max(1000, wait + 200));
    return () => window.clearTimeout(timer);
  }, [s.signInCode?.code, wait]);
  if (!s.viewerCanManage || !s.roster) return <EmptyState text={t('volunteers.team.managersOnly')} />;
  const busy = deciding || assisting;
  const done = (errors: Parameters<typeof toastErrors>[0], message: string) => {
    if (toastErrors(errors, message)) refresh();
  };
  return (
    <>
      <section className="vol-card">
        <h2 className="vol-item__title">{s.title}</h2>
        <p className="vol-item__meta">
          {s.date} {timeOfDay(s.startsAt)}–{timeOfDay(s.endsAt)} ·{' '}
          {t('volunteers.shift.places', { taken: s.approvedCount, quota: s.quota })} {refreshing && <Spinner />}
        </p>
        {s.kind === 'DUTY' && s.team && (
          <Link
            className="vol-btn vol-btn--quiet"
            to={`/shift-edit/${encodeURIComponent(s.team.upstreamId)}/${encodeURIComponent(s.upstreamId)}`}
            data-testid="amend-shift"
          >
            <Save aria-hidden size={16} />
            {t('volunteers.shift.amend')}
          </Link>
        )}
      </section>
      {s.signInCode && (
        <Section title={t('volunteers.sign.qrTitle')} testId="sign-qr-section">
          <div className="vol-qr">
            <span className="vol-qr__code">
              <QrCode
                value={appUrl(s.signInCode.path)}
                label={t('volunteers.sign.qrLabel', { title: s.title })}
                size={220}
                testId="sign-qr"
              />
            </span>
            <p className="vol-muted">{s.signInOpen ? t('volunteers.sign.qrHint') : t('volunteers.sign.qrClosed')}</p>
            <p className="vol-qr__value" data-testid="sign-code">
              {s.signInCode.code}
            </p>
          </div>
        </Section>
      )}
      <Section title={t('volunteers.sign.roster', { count: s.roster.length })} testId="roster">
        {s.roster.length === 0 ? (
          <p className="vol-muted">{t('volunteers.sign.nobody')}</p>
        ) : (
          <ul className="vol-list vol-list--flush">
            {s.roster.map((r) => (
              <li key={r.id} className="vol-item" data-testid="roster-entry" data-name={r.name} data-status={r.status}>
                <Img src={r.avatar?.url} alt={r.name} className="vol-item__avatar" />
                <div className="vol-item__body">
                  <span className="vol-item__title">
                    {r.name} <Badge tone={r.status === 'APPROVED' ? 'ok' : 'wait'}>{label(t, 'pickStatus', r.status)}</Badge>
                  </span>
                  {r.signIn && (
                    <span className="vol-item__meta">
                      <Badge tone="primary">{label(t, 'signMethod', r.signIn.signInMethod)}</Badge>
                      {t('volunteers.sign.inAt', { time: timeOfDay(r.signIn.signedInAt) })}
                      {r.signIn.signedOutAt && ` · ${t('volunteers.sign.outAt', { time: timeOfDay(r.signIn.signedOutAt) })}`}
                    </span>
                  )}
                  <div className="vol-item__actions">
                    {r.status === 'PENDING' && (
                      <>
                        <button
                          type="button"
                          className="vol-btn vol-btn--primary"
                          disabled={busy || s.remaining === 0}
                          onClick={async () =>
                            done(
                              (await decideCommit({ variables: { input: { rosterEntryId: r.id, approve: true } } }))?.errors,
                              t('volunteers.shift.approved', { name: r.name }),
                            )
                          }
                          data-testid="approve-pick"
                        >
                          <Check aria-hidden size={16} />
                          {t('volunteers.approve')}
                        </button>
                        <button
                          type="button"
                          className="vol-btn vol-btn--quiet"
                          disabled={busy}
                          onClick={async () =>
                            done(
                              (await decideCommit({ variables: { input: { rosterEntryId: r.id, approve: false } } }))?.errors,
                              t('volunteers.shift.rejected', { name: r.name }),
                            )
                          }
                          data-testid="reject-pick"
                        >
                          <X aria-hidden size={16} />
                          {t('volunteers.reject')}
                        </button>
                      </>
                    )}
                    {r.status === 'APPROVED' && !r.signIn && s.signInOpen && (
                      <button
                        type="button"
                        className="vol-btn"
                        disabled={busy}
                        onClick={async () =>
                          done(
                            (await assistCommit({ variables: { input: { rosterEntryId: r.id, action: 'SIGN_IN' } } }))?.errors,
                            t('volunteers.sign.assistedIn', { name: r.name }),
                          )
                        }
                        data-testid="assist-sign-in"
                      >
                        <LogIn aria-hidden size={16} />
                        {t('volunteers.sign.assistIn')}
                      </button>
                    )}
                    {r.status === 'APPROVED' && r.signIn && !r.signIn.signedOutAt && (
                      <button
                        type="button"
                        className="vol-btn"
                        disabled={busy}
                        onClick={async () =>
                          done(
                            (await assistCommit({ variables: { input: { rosterEntryId: r.id, action: 'SIGN_OUT' } } }))?.errors,
                            t('volunteers.sign.assistedOut', { name: r.name }),
                          )
                        }
                        data-testid="assist-sign-out"
                      >
                        <LogOut aria-hidden size={16} />
                        {t('volunteers.sign.assistOut')}
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** /team-head/:id: a shift's page for the team's managers (the rotating sign-in QR code drawn on the device, the picks to approve, the sign-in assistant). */
export function ShiftManageScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<ShiftManageScreenQuery>(manageQuery).node;
  if (node?.__typename !== 'Shift') return <NotFoundPage title={t('volunteers.shift.manage')} text={t('volunteers.shift.notFound')} />;
  return (
    <div className="vol-page" data-testid="shift-manage">
      <PageHeader title={t('volunteers.shift.manage')} />
      {node.shift && <ManageShift shift={node.shift} />}
    </div>
  );
}
