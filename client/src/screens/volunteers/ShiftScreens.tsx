import { useEffect, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, ChevronLeft, ChevronRight, LogIn, LogOut, Save, Send, X } from 'lucide-react';
import type { ShiftScreensManageQuery } from '../../__generated__/ShiftScreensManageQuery.graphql';
import type { ShiftScreens_manageShift$key } from '../../__generated__/ShiftScreens_manageShift.graphql';
import type { ShiftManageRefetchQuery } from '../../__generated__/ShiftManageRefetchQuery.graphql';
import type { ShiftScreensDecideMutation } from '../../__generated__/ShiftScreensDecideMutation.graphql';
import type { ShiftScreensAssistMutation } from '../../__generated__/ShiftScreensAssistMutation.graphql';
import type { ShiftScreensCodeMutation } from '../../__generated__/ShiftScreensCodeMutation.graphql';
import type { ShiftScreensFormQuery } from '../../__generated__/ShiftScreensFormQuery.graphql';
import type { ShiftScreensSaveMutation } from '../../__generated__/ShiftScreensSaveMutation.graphql';
import type { ShiftScreensMakeUpQuery } from '../../__generated__/ShiftScreensMakeUpQuery.graphql';
import type { ShiftScreensMakeUpMutation } from '../../__generated__/ShiftScreensMakeUpMutation.graphql';
import type { ShiftScreensTeamMakeUpQuery } from '../../__generated__/ShiftScreensTeamMakeUpQuery.graphql';
import type { ShiftScreens_makeUpTeam$key } from '../../__generated__/ShiftScreens_makeUpTeam.graphql';
import type { TeamMakeUpRefetchQuery } from '../../__generated__/TeamMakeUpRefetchQuery.graphql';
import type { ShiftScreensDecideMakeUpMutation } from '../../__generated__/ShiftScreensDecideMakeUpMutation.graphql';
import type { ShiftScreensMyScheduleQuery } from '../../__generated__/ShiftScreensMyScheduleQuery.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn, prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { showToast } from '../../env/toast';
import { requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { QrCode } from '../../widgets/QrCode';
import { Img } from '../../widgets/Img';
import { appUrl } from './TeamInvite';
import { ShiftCard } from './ShiftCard';
import { Badge, Field, Section } from './ui';
import { chinaToday } from '../../widgets/format';
import { label, shiftMonth, thisMonth, timeOfDay } from './labels';
import { placeErrors, toastErrors } from './formErrors';

// ---------------------------------------------------------------------------------------------
// /team-head/:id — a shift for its managers: rotating QR code, picks to audit, sign-in assistant
// ---------------------------------------------------------------------------------------------

const manageQuery = graphql`
  query ShiftScreensManageQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Shift", upstreamId: $id) {
      __typename
      ... on Shift {
        id
        ...ShiftScreens_manageShift @alias(as: "shift")
      }
    }
  }
`;

const decidePick = graphql`
  mutation ShiftScreensDecideMutation($input: DecideShiftPickInput!) {
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
  mutation ShiftScreensAssistMutation($input: AssistSignInInput!) {
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

export function shiftManageLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ShiftScreensManageQuery> {
  return preloadSignedIn<ShiftScreensManageQuery>(request, manageQuery, { id: params.id ?? '' });
}

function ManageShift({ shift: ref }: { shift: ShiftScreens_manageShift$key }) {
  const { t } = useTranslation();
  const [refreshing, startTransition] = useTransition();
  const [s, refetch] = useRefetchableFragment<ShiftManageRefetchQuery, ShiftScreens_manageShift$key>(
    graphql`
      fragment ShiftScreens_manageShift on Shift @refetchable(queryName: "ShiftManageRefetchQuery") {
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
  const [decideCommit, deciding] = useGraphMutation<ShiftScreensDecideMutation>(decidePick);
  const [assistCommit, assisting] = useGraphMutation<ShiftScreensAssistMutation>(assist);
  const refresh = () => startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  // the code rotates: fetch the next one when the gateway says
  const wait = s.signInCode?.refreshInMs ?? null;
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
          {s.date} {timeOfDay(s.startsAt)}–{timeOfDay(s.endsAt)} · {t('volunteers.shift.places', { taken: s.approvedCount, quota: s.quota })} {refreshing && <Spinner />}
        </p>
        {s.kind === 'DUTY' && s.team && (
          <Link className="vol-btn vol-btn--quiet" to={`/shift-edit/${encodeURIComponent(s.team.upstreamId)}/${encodeURIComponent(s.upstreamId)}`} data-testid="amend-shift">
            <Save aria-hidden size={16} />
            {t('volunteers.shift.amend')}
          </Link>
        )}
      </section>
      {s.signInCode && (
        <Section title={t('volunteers.sign.qrTitle')} testId="sign-qr-section">
          <div className="vol-qr">
            <span className="vol-qr__code">
              <QrCode value={appUrl(s.signInCode.path)} label={t('volunteers.sign.qrLabel', { title: s.title })} size={220} testId="sign-qr" />
            </span>
            <p className="vol-muted">{s.signInOpen ? t('volunteers.sign.qrHint') : t('volunteers.sign.qrClosed')}</p>
            <p className="vol-qr__value" data-testid="sign-code">{s.signInCode.code}</p>
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
                        <button type="button" className="vol-btn vol-btn--primary" disabled={busy || s.remaining === 0} onClick={async () => done((await decideCommit({ variables: { input: { rosterEntryId: r.id, approve: true } } }))?.errors, t('volunteers.shift.approved', { name: r.name }))} data-testid="approve-pick">
                          <Check aria-hidden size={16} />
                          {t('volunteers.approve')}
                        </button>
                        <button type="button" className="vol-btn vol-btn--quiet" disabled={busy} onClick={async () => done((await decideCommit({ variables: { input: { rosterEntryId: r.id, approve: false } } }))?.errors, t('volunteers.shift.rejected', { name: r.name }))} data-testid="reject-pick">
                          <X aria-hidden size={16} />
                          {t('volunteers.reject')}
                        </button>
                      </>
                    )}
                    {r.status === 'APPROVED' && !r.signIn && s.signInOpen && (
                      <button type="button" className="vol-btn" disabled={busy} onClick={async () => done((await assistCommit({ variables: { input: { rosterEntryId: r.id, action: 'SIGN_IN' } } }))?.errors, t('volunteers.sign.assistedIn', { name: r.name }))} data-testid="assist-sign-in">
                        <LogIn aria-hidden size={16} />
                        {t('volunteers.sign.assistIn')}
                      </button>
                    )}
                    {r.status === 'APPROVED' && r.signIn && !r.signIn.signedOutAt && (
                      <button type="button" className="vol-btn" disabled={busy} onClick={async () => done((await assistCommit({ variables: { input: { rosterEntryId: r.id, action: 'SIGN_OUT' } } }))?.errors, t('volunteers.sign.assistedOut', { name: r.name }))} data-testid="assist-sign-out">
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
  const node = useRouteQuery<ShiftScreensManageQuery>(manageQuery).node;
  if (!node || node.__typename !== 'Shift') return <NotFoundPage title={t('volunteers.shift.manage')} text={t('volunteers.shift.notFound')} />;
  return (
    <div className="vol-page" data-testid="shift-manage">
      <PageHeader title={t('volunteers.shift.manage')} />
      {node.shift && <ManageShift shift={node.shift} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-sign?code= — what a scanned QR code opens
// ---------------------------------------------------------------------------------------------

const codeMutation = graphql`
  mutation ShiftScreensCodeMutation($input: SignInByCodeInput!) {
    signInByCode(input: $input) {
      signIn {
        id
        signedInAt
        signInMethod
        shiftTitle
      }
      shift {
        title
        date
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /team-sign?code=: signing in with the shift's rotating QR code (the camera opened this page). */
export function SignByCodeScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [commit, pending] = useGraphMutation<ShiftScreensCodeMutation>(codeMutation);
  const [result, setResult] = useState<{ title: string; time: string } | null>(null);
  const sign = async () => {
    if (!(await requireLogin())) return;
    const payload = await commit({ variables: { input: { code } } });
    if (!payload) return;
    if (toastErrors(payload.errors, t('volunteers.sign.signedIn'))) setResult({ title: payload.shift?.title ?? '', time: timeOfDay(payload.signIn?.signedInAt) });
  };
  return (
    <div className="vol-page" data-testid="sign-by-code">
      <PageHeader title={t('volunteers.sign.byCode')} />
      <section className="vol-card vol-qr">
        {result ? (
          <div data-testid="code-signed-in">
            <Badge tone="ok">{t('volunteers.sign.signedIn')}</Badge>
            <p className="vol-item__title">{result.title}</p>
            <p className="vol-muted">{t('volunteers.sign.inAt', { time: result.time })}</p>
            <Link className="vol-btn" to="/sign-records">
              {t('volunteers.records.title')}
            </Link>
          </div>
        ) : (
          <>
            <p>{t('volunteers.sign.byCodeLead')}</p>
            <button type="button" className="vol-btn vol-btn--primary vol-btn--block" onClick={() => void sign()} disabled={pending || !code} data-testid="confirm-code-sign-in">
              <LogIn aria-hidden size={18} />
              {t('volunteers.sign.confirm')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /shift-edit/:teamId(/:shiftId) — adding or amending a duty shift
// ---------------------------------------------------------------------------------------------

const formQuery = graphql`
  query ShiftScreensFormQuery($team: ID!, $shift: ID!) {
    team: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $team) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        name
        viewerCan {
          manageSchedule
        }
      }
    }
    shift: nodeByUpstreamId(type: "Shift", upstreamId: $shift) {
      __typename
      ... on Shift {
        id
        kind
        title
        date
        startsAt
        endsAt
        quota
        address
        signInRadius
      }
    }
    inputLimits {
      shiftTitleMaxLength
      shiftQuotaMax
      signInRadiusMin
      signInRadiusMax
    }
  }
`;

const saveShift = graphql`
  mutation ShiftScreensSaveMutation($input: SaveShiftInput!) {
    saveShift(input: $input) {
      shift {
        id
        date
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function shiftFormLoader({ request, params }: { request: Request; params: { teamId?: string; shiftId?: string } }): PreloadedQuery<ShiftScreensFormQuery> {
  return preloadSignedIn<ShiftScreensFormQuery>(request, formQuery, { team: params.teamId ?? '', shift: params.shiftId ?? '' });
}

const SHIFT_FIELDS = ['title', 'date', 'startTime', 'endTime', 'quota', 'address', 'signInRadius'] as const;

/** /shift-edit/:teamId and /shift-edit/:teamId/:shiftId: a duty shift added or amended by the team's managers. */
export function ShiftFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const data = useRouteQuery<ShiftScreensFormQuery>(formQuery);
  const team = data.team?.__typename === 'VolunteerTeam' ? data.team : null;
  const shift = data.shift?.__typename === 'Shift' ? data.shift : null;
  const [title, setTitle] = useState(shift?.title ?? '');
  const [date, setDate] = useState(shift?.date ?? search.get('date') ?? chinaToday());
  const [start, setStart] = useState(shift ? timeOfDay(shift.startsAt) : '09:00');
  const [end, setEnd] = useState(shift ? timeOfDay(shift.endsAt) : '12:00');
  const [quota, setQuota] = useState(String(shift?.quota ?? 3));
  const [address, setAddress] = useState(shift?.address ?? '');
  const [radius, setRadius] = useState(String(shift?.signInRadius ?? 500));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<ShiftScreensSaveMutation>(saveShift);
  const heading = shift ? t('volunteers.shift.amend') : t('volunteers.shift.add');
  if (!team) return <NotFoundPage title={heading} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.manageSchedule) return <NotFoundPage title={heading} text={t('volunteers.team.managersOnly')} icon="warning" />;
  const submit = async () => {
    const payload = await commit({
      variables: { input: { ...(shift ? { shiftId: shift.id } : { teamId: team.id }), title, date, startTime: start, endTime: end, quota: Number(quota) || 0, address: address || null, signInRadius: Number(radius) || null } },
    });
    if (payload && placeErrors(payload.errors, SHIFT_FIELDS, setErrors)) {
      showToast({ message: t('volunteers.saved'), type: 'success' });
      navigate(`/team-schedule/${encodeURIComponent(team.upstreamId)}`, { replace: true });
    }
  };
  return (
    <div className="vol-page" data-testid="shift-form">
      <PageHeader title={heading} />
      <form className="vol-card vol-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <p className="vol-muted">{team.name}</p>
        <Field label={t('volunteers.shift.form.title')} error={errors.title} testId="shift-title" render={(p) => <input {...p} className="vol-input" value={title} maxLength={data.inputLimits.shiftTitleMaxLength} onChange={(e) => setTitle(e.target.value)} />} />
        <Field label={t('volunteers.shift.form.date')} error={errors.date} testId="shift-date" render={(p) => <input {...p} type="date" className="vol-input" value={date} min={chinaToday()} onChange={(e) => setDate(e.target.value)} />} />
        <div className="vol-row">
          <Field label={t('volunteers.create.dailyStart')} error={errors.startTime} testId="shift-start" render={(p) => <input {...p} type="time" className="vol-input" value={start} onChange={(e) => setStart(e.target.value)} />} />
          <Field label={t('volunteers.create.dailyEnd')} error={errors.endTime} testId="shift-end" render={(p) => <input {...p} type="time" className="vol-input" value={end} onChange={(e) => setEnd(e.target.value)} />} />
        </div>
        <Field label={t('volunteers.shift.form.quota')} error={errors.quota} hint={t('volunteers.create.quotaHint', { max: data.inputLimits.shiftQuotaMax })} testId="shift-quota" render={(p) => <input {...p} type="number" className="vol-input" inputMode="numeric" min={1} value={quota} onChange={(e) => setQuota(e.target.value)} />} />
        <Field label={t('volunteers.create.address')} error={errors.address} hint={t('volunteers.shift.form.addressHint')} testId="shift-address" render={(p) => <input {...p} className="vol-input" value={address} onChange={(e) => setAddress(e.target.value)} />} />
        <Field label={t('volunteers.create.radius')} error={errors.signInRadius} hint={t('volunteers.create.radiusHint', { min: data.inputLimits.signInRadiusMin, max: data.inputLimits.signInRadiusMax })} testId="shift-radius" render={(p) => <input {...p} type="number" className="vol-input" inputMode="numeric" value={radius} onChange={(e) => setRadius(e.target.value)} />} />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="shift-save">
          <Save aria-hidden size={18} />
          {t('volunteers.save')}
        </button>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /make-up/:id — a make-up request for a missed sign-in
// ---------------------------------------------------------------------------------------------

const makeUpQuery = graphql`
  query ShiftScreensMakeUpQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Shift", upstreamId: $id) {
      __typename
      ... on Shift {
        id
        title
        date
        startsAt
        endsAt
        viewerCanMakeUp
        viewerMakeUpStatus
      }
    }
    inputLimits {
      volunteerReasonMaxLength
    }
  }
`;

const makeUpMutation = graphql`
  mutation ShiftScreensMakeUpMutation($input: RequestMakeUpInput!) {
    requestMakeUp(input: $input) {
      request {
        id
        status
      }
      shift {
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function makeUpLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ShiftScreensMakeUpQuery> {
  return preloadSignedIn<ShiftScreensMakeUpQuery>(request, makeUpQuery, { id: params.id ?? '' });
}

/** /make-up/:id: asking to record a missed sign-in (the reason, the times of arrival and departure). */
export function MakeUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<ShiftScreensMakeUpQuery>(makeUpQuery);
  const s = data.node?.__typename === 'Shift' ? data.node : null;
  const [reason, setReason] = useState('');
  const [start, setStart] = useState(s ? timeOfDay(s.startsAt) : '');
  const [end, setEnd] = useState(s ? timeOfDay(s.endsAt) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<ShiftScreensMakeUpMutation>(makeUpMutation);
  if (!s) return <NotFoundPage title={t('volunteers.makeUp.request')} text={t('volunteers.shift.notFound')} />;
  if (!s.viewerCanMakeUp) return <NotFoundPage title={t('volunteers.makeUp.request')} text={s.viewerMakeUpStatus ? t('volunteers.makeUp.status', { status: label(t, 'makeUpStatus', s.viewerMakeUpStatus) }) : t('volunteers.makeUp.notAllowed')} icon="empty" />;
  const submit = async () => {
    const payload = await commit({ variables: { input: { shiftId: s.id, reason, signedInTime: start, signedOutTime: end } } });
    if (payload && placeErrors(payload.errors, ['reason', 'signedInTime', 'signedOutTime'], setErrors)) {
      showToast({ message: t('volunteers.makeUp.sent'), type: 'success' });
      navigate('/make-up-list', { replace: true });
    }
  };
  return (
    <div className="vol-page" data-testid="make-up-form">
      <PageHeader title={t('volunteers.makeUp.request')} />
      <form className="vol-card vol-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <p className="vol-item__title">{s.title}</p>
        <p className="vol-muted">
          {s.date} {timeOfDay(s.startsAt)}–{timeOfDay(s.endsAt)}
        </p>
        <Field label={t('volunteers.makeUp.reason')} error={errors.reason} testId="make-up-reason" render={(p) => <textarea {...p} className="vol-textarea" value={reason} maxLength={data.inputLimits.volunteerReasonMaxLength} onChange={(e) => setReason(e.target.value)} />} />
        <div className="vol-row">
          <Field label={t('volunteers.makeUp.arrived')} error={errors.signedInTime} testId="make-up-in" render={(p) => <input {...p} type="time" className="vol-input" value={start} onChange={(e) => setStart(e.target.value)} />} />
          <Field label={t('volunteers.makeUp.left')} error={errors.signedOutTime} testId="make-up-out" render={(p) => <input {...p} type="time" className="vol-input" value={end} onChange={(e) => setEnd(e.target.value)} />} />
        </div>
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="make-up-submit">
          <Send aria-hidden size={18} />
          {t('volunteers.makeUp.submit')}
        </button>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-make-up/:id — the team's make-up requests for its managers
// ---------------------------------------------------------------------------------------------

const teamMakeUpQuery = graphql`
  query ShiftScreensTeamMakeUpQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        ...ShiftScreens_makeUpTeam @alias(as: "team")
      }
    }
  }
`;

const decideMakeUp = graphql`
  mutation ShiftScreensDecideMakeUpMutation($input: DecideMakeUpInput!) {
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

export function teamMakeUpLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ShiftScreensTeamMakeUpQuery> {
  return preloadSignedIn<ShiftScreensTeamMakeUpQuery>(request, teamMakeUpQuery, { id: params.id ?? '' });
}

function TeamMakeUps({ team: ref }: { team: ShiftScreens_makeUpTeam$key }) {
  const { t } = useTranslation();
  const [refreshing, startTransition] = useTransition();
  const [team, refetch] = useRefetchableFragment<TeamMakeUpRefetchQuery, ShiftScreens_makeUpTeam$key>(
    graphql`
      fragment ShiftScreens_makeUpTeam on VolunteerTeam @refetchable(queryName: "TeamMakeUpRefetchQuery") {
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
  const [commit, deciding] = useGraphMutation<ShiftScreensDecideMakeUpMutation>(decideMakeUp);
  if (!team.makeUpRequests) return <EmptyState text={t('volunteers.team.managersOnly')} />;
  const decide = async (id: string, approve: boolean, name: string) => {
    if (!approve && !(await confirmDialog({ message: t('volunteers.makeUp.rejectConfirm', { name }) }))) return;
    const payload = await commit({ variables: { input: { requestId: id, approve } } });
    if (toastErrors(payload?.errors, approve ? t('volunteers.makeUp.approved', { name }) : t('volunteers.makeUp.rejected', { name }))) startTransition(() => {
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
                  <button type="button" className="vol-btn vol-btn--primary" disabled={deciding} onClick={() => void decide(m.id, true, m.applicantName)} data-testid="approve-make-up">
                    <Check aria-hidden size={16} />
                    {t('volunteers.approve')}
                  </button>
                  <button type="button" className="vol-btn vol-btn--quiet" disabled={deciding} onClick={() => void decide(m.id, false, m.applicantName)} data-testid="reject-make-up">
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
  const node = useRouteQuery<ShiftScreensTeamMakeUpQuery>(teamMakeUpQuery).node;
  if (!node || node.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.makeUps')} text={t('volunteers.team.notFound')} />;
  return (
    <div className="vol-page" data-testid="team-make-up">
      <PageHeader title={t('volunteers.team.makeUps')} />
      {node.team && <TeamMakeUps team={node.team} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /my-scheduling — my shifts of a month
// ---------------------------------------------------------------------------------------------

const myScheduleQuery = graphql`
  query ShiftScreensMyScheduleQuery($month: String!) {
    viewer {
      isSignedIn
      user {
        volunteerSchedule(month: $month) {
          id
          date
          ...ShiftCard_shift
        }
      }
    }
  }
`;

export function myScheduleLoader({ request }: { request: Request }): PreloadedQuery<ShiftScreensMyScheduleQuery> {
  const search = prepareSignedInRequest(request);
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  return preload<ShiftScreensMyScheduleQuery>(myScheduleQuery, { month }, { fresh: true });
}

/** /my-scheduling: "my schedule" — the volunteer's shifts of a month (asked for and confirmed), to sign in from. */
export function MyScheduleScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<ShiftScreensMyScheduleQuery>(myScheduleQuery);
  const month = /^\d{4}-\d{2}$/.test(search.get('month') ?? '') ? search.get('month')! : thisMonth();
  const shifts = data.viewer.user?.volunteerSchedule ?? [];
  const title = t('volunteers.calendar.month', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
  return (
    <div className="vol-page" data-testid="my-schedule">
      <PageHeader title={t('volunteers.home.schedule')} />
      <nav className="vol-card vol-calendar__head" aria-label={title}>
        <Link className="vol-icon-btn" to={`/my-scheduling?month=${shiftMonth(month, -1)}`} replace aria-label={t('volunteers.calendar.prev')}>
          <ChevronLeft aria-hidden size={20} />
        </Link>
        <h2 className="vol-calendar__title">{title}</h2>
        <Link className="vol-icon-btn" to={`/my-scheduling?month=${shiftMonth(month, 1)}`} replace aria-label={t('volunteers.calendar.next')}>
          <ChevronRight aria-hidden size={20} />
        </Link>
      </nav>
      <section className="vol-card">
        {shifts.length === 0 ? <EmptyState text={t('volunteers.shift.noneMine')} /> : shifts.map((s) => <ShiftCard key={s.id} shift={s} mode="sign" />)}
      </section>
    </div>
  );
}

