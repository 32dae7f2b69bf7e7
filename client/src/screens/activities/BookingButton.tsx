import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { BookingButton_activity$key } from '../../__generated__/BookingButton_activity.graphql';
import type { BookingButtonEligibilityQuery } from '../../__generated__/BookingButtonEligibilityQuery.graphql';
import { SiteContext } from '../../shell/SiteContext';
import { Spinner } from '../../shell/StateViews';
import { openExternal } from '../../shell/openExternal';
import { useEligibilityGate } from './useEligibilityGate';

/** Asked fresh when Book is pressed (the credit may have changed since the page loaded). */
const eligibilityQuery = graphql`
  query BookingButtonEligibilityQuery($id: ID!) {
    node(id: $id) {
      ... on Activity {
        bookingEligibility {
          ...integrity_eligibility
        }
      }
    }
  }
`;

/**
 * The booking button of an activity, as the gateway decides it (`bookingButton`): Book / Sign up
 * go through the login gate and the integrity check to the order page (a seated activity's: its
 * seat map); SOLD_OUT, NOT_OPEN_YET and
 * CLOSED are disabled with their label; EXTERNAL opens the sign-up link after the confirm; NONE shows nothing.
 */
export function BookingButton({ activity }: { activity: BookingButton_activity$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const a = useFragment(
    graphql`
      fragment BookingButton_activity on Activity {
        id
        upstreamId
        bookingButton
        externalUrl
        seatSelection
        signUpForm {
          needsSmsCode
        }
        maxSeatsPerOrder
        sessions {
          id
          bookable
        }
      }
    `,
    activity,
  );
  // a seated activity's booking starts on the seat map of its first bookable session
  const seatedSession = a.seatSelection ? a.sessions?.find((s) => s.bookable) : undefined;
  // an activity with a sign-up form is joined through its form (the session preset to its first bookable one)
  const formSession = a.signUpForm ? (a.sessions?.find((s) => s.bookable)?.id ?? '-') : undefined;
  const orderPath = seatedSession
    ? `/seat-selection/${encodeURIComponent(seatedSession.id)}/${a.maxSeatsPerOrder ?? 1}/${encodeURIComponent(a.upstreamId)}`
    : formSession
      ? `/activity-write/${encodeURIComponent(a.upstreamId)}/${encodeURIComponent(formSession)}`
      : `/activity-order/${encodeURIComponent(a.upstreamId)}`;
  const disabled = a.bookingButton === 'SOLD_OUT' || a.bookingButton === 'NOT_OPEN_YET' || a.bookingButton === 'CLOSED';
  const bookable = !disabled && a.bookingButton !== 'NONE' && a.bookingButton !== 'EXTERNAL';
  // signed in from the gate, the visitor goes straight on to the order page (through the same checks)
  const [checking, gate] = useEligibilityGate<BookingButtonEligibilityQuery>(eligibilityQuery, a.id, bookable ? orderPath : undefined);
  if (a.bookingButton === 'NONE') return null;
  const book = () => gate(orderPath);
  const onClick = () => {
    if (a.bookingButton === 'EXTERNAL') void openExternal(a.externalUrl, site.name);
    else if (!disabled) void book();
  };
  return (
    <button
      type="button"
      className={disabled ? 'action-bar__primary action-bar__primary--off' : 'action-bar__primary'}
      onClick={onClick}
      disabled={disabled || checking}
      data-testid="book-btn"
      data-state={a.bookingButton}
    >
      {checking ? <Spinner light /> : t(`orders.bookingButton.${a.bookingButton}`)}
    </button>
  );
}
