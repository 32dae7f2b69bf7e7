import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Clock, IdCard, ShieldAlert } from 'lucide-react';
import type { RealNameScreenQuery } from '../../__generated__/RealNameScreenQuery.graphql';
import type { RealNameScreenWithdrawMutation } from '../../__generated__/RealNameScreenWithdrawMutation.graphql';
import type { RealNameScreenCancelMutation } from '../../__generated__/RealNameScreenCancelMutation.graphql';
import type { RealNameScreen_verification$key } from '../../__generated__/RealNameScreen_verification.graphql';
import { confirmDialog } from '../../env/dialog';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation, toastOutcome } from '../../relay/useGraphMutation';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { resetDraft } from './draft';
import { VerificationFacts } from './VerificationFacts';
import './verification.css';

const query = graphql`
  query RealNameScreenQuery {
    viewer {
      user {
        id
        verification {
          ...RealNameScreen_verification
        }
      }
    }
  }
`;

/** What the state page shows of a verification; the mutations that change it answer the same. */
const verificationFragment = graphql`
  fragment RealNameScreen_verification on RealNameVerification {
    submissionId
    state
    rejectionReason
    canSubmit
    canWithdraw
    canCancel
    ...VerificationFacts_verification
  }
`;

const withdrawMutation = graphql`
  mutation RealNameScreenWithdrawMutation($input: WithdrawRealNameVerificationInput!) {
    withdrawRealNameVerification(input: $input) {
      user {
        id
        verification {
          ...RealNameScreen_verification
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation RealNameScreenCancelMutation($input: CancelRealNameVerificationInput!) {
    cancelRealNameVerification(input: $input) {
      user {
        id
        verification {
          ...RealNameScreen_verification
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  return preloadSignedIn<RealNameScreenQuery>(request, query, {});
}

/** The link that starts a (new) submission: the form, empty. */
function StartLink({ label, testId }: { label: string; testId: string }) {
  return (
    <Link className="btn btn--primary btn--block" to="/real-name-new" onClick={() => resetDraft()} data-testid={testId}>
      {label}
    </Link>
  );
}

/** /real-name: where the verification stands, and what may be done now. */
export function RealNameScreen() {
  const data = useRouteQuery<RealNameScreenQuery>(query);
  const verification = data.viewer.user?.verification;
  return verification ? <VerificationState verification={verification} /> : null;
}

function VerificationState({ verification }: { verification: RealNameScreen_verification$key }) {
  const { t } = useTranslation();
  const v = useFragment(verificationFragment, verification);
  const [withdraw, withdrawing] = useGraphMutation<RealNameScreenWithdrawMutation>(withdrawMutation);
  const [cancel, cancelling] = useGraphMutation<RealNameScreenCancelMutation>(cancelMutation);
  const id = v.submissionId;

  const onWithdraw = async () => {
    if (!id || withdrawing) return;
    toastOutcome(await withdraw({ variables: { input: { submissionId: id } } }), { message: t('verification.pending.withdrawn') });
  };
  const onCancel = async () => {
    if (!id || cancelling) return;
    const ok = await confirmDialog({ title: t('verification.passed.cancel'), message: t('verification.passed.confirm') });
    if (!ok) return;
    toastOutcome(await cancel({ variables: { input: { submissionId: id } } }), { message: t('verification.passed.cancelled') });
  };

  return (
    <div className="rn-page" data-testid="real-name" data-state={v.state}>
      <PageHeader title={t('verification.title')} />
      <section className="rn-card">
        {v.state === 'PENDING' && (
          <>
            <Clock aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--pending" />
            <h2 className="rn-card__heading" data-testid="verification-state">
              {t('verification.pending.heading')}
            </h2>
            <p className="rn-card__text">{t('verification.pending.text')}</p>
            <VerificationFacts verification={v} />
            {v.canWithdraw && (
              <button
                type="button"
                className="btn rn-btn--outline btn--block"
                onClick={() => void onWithdraw()}
                disabled={withdrawing}
                data-testid="withdraw"
              >
                {t('verification.pending.withdraw')}
              </button>
            )}
          </>
        )}
        {v.state === 'PASSED' && (
          <>
            <BadgeCheck aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--passed" />
            <h2 className="rn-card__heading" data-testid="verification-state">
              {t('verification.passed.heading')}
            </h2>
            <VerificationFacts verification={v} />
            {v.canCancel && (
              <button
                type="button"
                className="btn rn-btn--outline btn--block"
                onClick={() => void onCancel()}
                disabled={cancelling}
                data-testid="cancel-verification"
              >
                {t('verification.passed.cancel')}
              </button>
            )}
          </>
        )}
        {v.state === 'REJECTED' && (
          <>
            <ShieldAlert aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--rejected" />
            <h2 className="rn-card__heading" data-testid="verification-state">
              {t('verification.rejected.heading')}
            </h2>
            {v.rejectionReason && (
              <p className="rn-card__reason" data-testid="rejection-reason">
                {t('verification.rejected.reason')}: {v.rejectionReason}
              </p>
            )}
            <VerificationFacts verification={v} />
            {v.canSubmit && <StartLink label={t('verification.rejected.again')} testId="verify-again" />}
          </>
        )}
        {v.state !== 'PENDING' && v.state !== 'PASSED' && v.state !== 'REJECTED' && (
          <>
            <IdCard aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon" />
            <h2 className="rn-card__heading" data-testid="verification-state">
              {t('verification.none.heading')}
            </h2>
            <p className="rn-card__text">{t('verification.none.text')}</p>
            <StartLink label={t('verification.none.start')} testId="verify-start" />
          </>
        )}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: RealNameScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={1} />,
};
