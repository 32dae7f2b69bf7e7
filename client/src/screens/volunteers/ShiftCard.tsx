import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, ClipboardPen, Clock, LogIn, LogOut, MapPin, QrCode as QrIcon, Undo2 } from 'lucide-react';
import type { ShiftCard_shift$key } from '../../__generated__/ShiftCard_shift.graphql';
import type { ShiftCardSignInMutation } from '../../__generated__/ShiftCardSignInMutation.graphql';
import type { ShiftCardSignOutMutation } from '../../__generated__/ShiftCardSignOutMutation.graphql';
import type { ShiftCardPickMutation } from '../../__generated__/ShiftCardPickMutation.graphql';
import type { ShiftCardCancelMutation } from '../../__generated__/ShiftCardCancelMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { Badge } from './ui';
import { label, timeOfDay } from './labels';
import { toastErrors } from './formErrors';
import { currentPosition } from './geolocation';
import { Heading } from '../../widgets/Content';

const signIn = graphql`
  mutation ShiftCardSignInMutation($input: SignInByLocationInput!) {
    signInByLocation(input: $input) {
      shift {
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;
const signOut = graphql`
  mutation ShiftCardSignOutMutation($input: SignOutOfShiftInput!) {
    signOutOfShift(input: $input) {
      signIn {
        serviceMinutes
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
const pick = graphql`
  mutation ShiftCardPickMutation($input: ShiftInput!) {
    pickShift(input: $input) {
      shift {
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;
const cancel = graphql`
  mutation ShiftCardCancelMutation($input: ShiftInput!) {
    cancelShiftPick(input: $input) {
      shift {
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const STATUS_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad', CANCELLED: 'plain', NONE: 'plain' } as const;

/**
 * A shift with what the viewer may do: on the sign-in page (`sign`) sign in by location, sign out,
 * ask for a make-up; on the schedule (`schedule`) pick it or withdraw; managers open its page
 * (rotating QR code, roster, sign-in assistant).
 */
export function ShiftCard({ shift, mode }: { shift: ShiftCard_shift$key; mode: 'sign' | 'schedule' }) {
  const { t } = useTranslation();
  const s = useFragment(
    graphql`
      fragment ShiftCard_shift on Shift {
        id
        upstreamId
        kind
        title
        date
        startsAt
        endsAt
        quota
        approvedCount
        pendingCount
        remaining
        address
        signInRadius
        signInOpen
        viewerStatus
        viewerCanPick
        viewerCanSignIn
        viewerCanSignOut
        viewerCanMakeUp
        viewerCanManage
        viewerMakeUpStatus
        viewerSignIn {
          signedInAt
          signedOutAt
          signInMethod
          serviceMinutes
        }
      }
    `,
    shift,
  );
  const [signInCommit, signingIn] = useGraphMutation<ShiftCardSignInMutation>(signIn);
  const [signOutCommit, signingOut] = useGraphMutation<ShiftCardSignOutMutation>(signOut);
  const [pickCommit, picking] = useGraphMutation<ShiftCardPickMutation>(pick);
  const [cancelCommit, cancelling] = useGraphMutation<ShiftCardCancelMutation>(cancel);
  const busy = signingIn || signingOut || picking || cancelling;
  const sign = async () => {
    const position = await currentPosition();
    const payload = await signInCommit({ variables: { input: { shiftId: s.id, position } } });
    toastErrors(payload?.errors, t('volunteers.sign.signedIn'));
  };
  const leave = async () => {
    if (!(await confirmDialog({ message: t('volunteers.sign.signOutConfirm') }))) return;
    const payload = await signOutCommit({ variables: { input: { shiftId: s.id } } });
    toastErrors(payload?.errors, t('volunteers.sign.signedOut', { count: payload?.signIn?.serviceMinutes ?? 0 }));
  };
  const id = encodeURIComponent(s.upstreamId);
  const status = s.viewerStatus;
  return (
    <article className="vol-shift" data-testid="shift" data-shift={s.upstreamId} data-kind={s.kind} data-status={status}>
      <header className="vol-shift__head">
        <Heading className="vol-shift__title">{s.title}</Heading>
        {status !== 'NONE' && (
          <Badge tone={STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'plain'} testId="shift-status">
            {label(t, 'pickStatus', status)}
          </Badge>
        )}
      </header>
      <span className="vol-item__meta">
        <Clock aria-hidden size={13} />
        {s.date} {timeOfDay(s.startsAt)}–{timeOfDay(s.endsAt)}
        <span>· {t('volunteers.shift.places', { taken: s.approvedCount, quota: s.quota })}</span>
        {s.pendingCount > 0 && <span>· {t('volunteers.shift.pending', { count: s.pendingCount })}</span>}
      </span>
      {s.address && (
        <span className="vol-item__meta">
          <MapPin aria-hidden size={13} />
          {s.address} · {t('volunteers.shift.radius', { metres: s.signInRadius })}
        </span>
      )}
      {s.viewerSignIn && (
        <span className="vol-item__meta" data-testid="my-sign-in">
          <Badge tone="ok">{label(t, 'signMethod', s.viewerSignIn.signInMethod)}</Badge>
          {t('volunteers.sign.inAt', { time: timeOfDay(s.viewerSignIn.signedInAt) })}
          {s.viewerSignIn.signedOutAt &&
            ` · ${t('volunteers.sign.outAt', { time: timeOfDay(s.viewerSignIn.signedOutAt) })} · ${t('volunteers.records.minutes', { count: s.viewerSignIn.serviceMinutes })}`}
        </span>
      )}
      {s.viewerMakeUpStatus && (
        <span className="vol-muted">{t('volunteers.makeUp.status', { status: label(t, 'makeUpStatus', s.viewerMakeUpStatus) })}</span>
      )}
      <div className="vol-item__actions">
        {mode === 'sign' && s.viewerCanSignIn && (
          <button
            type="button"
            className="vol-btn vol-btn--primary"
            onClick={() => void sign()}
            disabled={busy}
            data-testid="sign-in-location"
          >
            <LogIn aria-hidden size={16} />
            {t('volunteers.sign.byLocation')}
          </button>
        )}
        {mode === 'sign' && s.viewerCanSignOut && (
          <button type="button" className="vol-btn" onClick={() => void leave()} disabled={busy} data-testid="sign-out">
            <LogOut aria-hidden size={16} />
            {t('volunteers.sign.signOut')}
          </button>
        )}
        {mode === 'sign' && s.viewerCanMakeUp && (
          <Link className="vol-btn" to={`/make-up/${id}`} data-testid="make-up-link">
            <ClipboardPen aria-hidden size={16} />
            {t('volunteers.makeUp.request')}
          </Link>
        )}
        {mode === 'schedule' && s.viewerCanPick && (
          <button
            type="button"
            className="vol-btn vol-btn--primary"
            disabled={busy}
            onClick={async () =>
              toastErrors((await pickCommit({ variables: { input: { shiftId: s.id } } }))?.errors, t('volunteers.shift.picked'))
            }
            data-testid="pick-shift"
          >
            <CalendarPlus aria-hidden size={16} />
            {t('volunteers.shift.pick')}
          </button>
        )}
        {mode === 'schedule' && s.kind === 'DUTY' && (status === 'PENDING' || status === 'APPROVED') && !s.signInOpen && (
          <button
            type="button"
            className="vol-btn vol-btn--quiet"
            disabled={busy}
            onClick={async () =>
              toastErrors((await cancelCommit({ variables: { input: { shiftId: s.id } } }))?.errors, t('volunteers.shift.cancelled'))
            }
            data-testid="cancel-pick"
          >
            <Undo2 aria-hidden size={16} />
            {t('volunteers.shift.cancel')}
          </button>
        )}
        {s.viewerCanManage && (
          <Link className="vol-btn vol-btn--quiet" to={`/team-head/${id}`} data-testid="manage-shift">
            <QrIcon aria-hidden size={16} />
            {t('volunteers.shift.manage')}
          </Link>
        )}
      </div>
    </article>
  );
}
