import { useId, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import type { WithdrawalBalanceScreenQuery } from '../../__generated__/WithdrawalBalanceScreenQuery.graphql';
import type { WithdrawalBalanceScreenMutation } from '../../__generated__/WithdrawalBalanceScreenMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatMoney } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';
import { withdrawalAttemptDone, withdrawalAttemptKey } from './withdrawalAttempt';

const query = graphql`
  query WithdrawalBalanceScreenQuery {
    viewer {
      isSignedIn
      user {
        wallet {
          balanceFen
          withdrawableFen
          withdrawableTodayFen
          withdrawalDestination
        }
      }
    }
    inputLimits {
      withdrawalMinFen
      withdrawalDailyLimitFen
    }
  }
`;

const mutation = graphql`
  mutation WithdrawalBalanceScreenMutation($input: WithdrawFromWalletInput!) {
    withdrawFromWallet(input: $input) {
      withdrawal {
        id
        detailPath
      }
      wallet {
        balanceFen
        withdrawableFen
        withdrawableTodayFen
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function withdrawalBalanceLoader({ request }: { request: Request }): PreloadedQuery<WithdrawalBalanceScreenQuery> {
  return preloadSignedIn<WithdrawalBalanceScreenQuery>(request, query, {});
}

/** The page's shape while it loads. */
export function WithdrawalBalanceSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={110} />
      <SkeletonLines count={3} />
    </SkeletonScreen>
  );
}

/** "12.3" → 1230 fen; null when it is not an amount with at most two decimals. */
const fenOf = (text: string): number | null => (/^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : null);

/** /withdrawal-balance (login required): the balance, what may be withdrawn now, and the form (to WeChat change). */
export function WithdrawalBalanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer, inputLimits } = useRouteQuery<WithdrawalBalanceScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<WithdrawalBalanceScreenMutation>(mutation);
  const ids = { amount: useId(), error: useId() };
  // the attempt's key, taken when the form shows: every tab showing it holds the same one, so a
  // tab that submits after another tab's attempt went through still sends that attempt's key
  const [key] = useState(withdrawalAttemptKey);
  const wallet = viewer.user?.wallet;
  if (!viewer.user) return <EmptyState text={t('user.signedOut')} />;

  const submit = async () => {
    if (pending) return;
    const fen = fenOf(amount);
    if (fen === null) {
      setError(t('shop.withdrawal.amountInvalid'));
      return;
    }
    const res = await commit({ variables: { input: { amountFen: fen, requestKey: key } } });
    if (!res) return;
    const first = res.errors[0];
    if (first) {
      setError(first.message);
      return;
    }
    withdrawalAttemptDone(key);
    showToast({ message: t('shop.withdrawal.done'), type: 'success' });
    if (res.withdrawal) navigate(res.withdrawal.detailPath, { replace: true });
  };

  return (
    <div data-testid="withdrawal-balance">
      <PageHeader title={t('shop.withdrawal.title')} />
      {wallet == null ? (
        <PartFailed testId="withdrawal-failed" />
      ) : (
        <>
          <section className="wallet-hero" data-testid="withdrawal-wallet">
            <span className="wallet-hero__label">{t('shop.wallet.balance')}</span>
            <strong className="wallet-hero__balance" data-testid="withdrawal-balance-amount">
              {formatMoney(wallet.balanceFen / 100)}
            </strong>
            <div className="wallet-hero__row">
              <span>
                {t('shop.withdrawal.withdrawable')} <b data-testid="withdrawable-today">{formatMoney(wallet.withdrawableTodayFen / 100)}</b>
              </span>
            </div>
          </section>
          <section className="detail__card form-card__fields">
            <p className="form-field">
              <span className="form-field__label">{t('shop.withdrawal.destination')}</span>
              <span data-testid="withdrawal-destination">{t(`shop.withdrawal.${wallet.withdrawalDestination}`)}</span>
            </p>
            <label htmlFor={ids.amount} className={error ? 'form-field form-field--error' : 'form-field'}>
              <span className="form-field__label">{t('shop.withdrawal.amount')}</span>
              <input
                id={ids.amount}
                className="form-field__input"
                inputMode="decimal"
                value={amount}
                onChange={(e) => {
                  setAmount(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                data-testid="withdrawal-amount"
              />
            </label>
            <button
              type="button"
              className="btn btn--small"
              onClick={() => setAmount((wallet.withdrawableTodayFen / 100).toFixed(2))}
              data-testid="withdrawal-all"
            >
              {t('shop.withdrawal.all')}
            </button>
            {error && (
              <p className="form-error" role="alert" id={ids.error} data-testid="withdrawal-amount-error">
                {error}
              </p>
            )}
            <p className="muted">
              {t('shop.withdrawal.rules', {
                min: formatMoney(inputLimits.withdrawalMinFen / 100),
                daily: formatMoney(inputLimits.withdrawalDailyLimitFen / 100),
              })}
            </p>
            <Link to="/withdrawal-record" className="btn btn--small" data-testid="link-withdrawal-record">
              <History aria-hidden size={16} /> {t('shop.withdrawal.records')}
            </Link>
          </section>
          <div className="action-bar">
            <button
              type="button"
              className="action-bar__primary"
              disabled={pending}
              onClick={() => void submit()}
              data-testid="withdrawal-submit"
            >
              {t('shop.withdrawal.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
