import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { MessageCircle, Wallet, X } from 'lucide-react';
import type { PaySheet_order$key } from '../../__generated__/PaySheet_order.graphql';
import type { PaySheetMutation, PaymentMethod } from '../../__generated__/PaySheetMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { Spinner } from '../../shell/StateViews';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { formatCountdown, useCountdown } from './useCountdown';
import './payments.css';
import { BottomSheet } from '../../widgets/BottomSheet';

const mutation = graphql`
  mutation PaySheetMutation($input: PayReservationOrderInput!) {
    payReservationOrder(input: $input) {
      order {
        id
        status
        canPay
        canCancel
        paymentDeadline
      }
      payment {
        payUrl
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const METHODS: ReadonlyArray<{ method: PaymentMethod; Icon: typeof Wallet; className: string }> = [
  { method: 'WECHAT_PAY', Icon: MessageCircle, className: 'pay-method__icon--wechat' },
  { method: 'ALIPAY', Icon: Wallet, className: 'pay-method__icon--alipay' },
];

/** Where the provider sends the browser back: this app's address of the order's page (a full URL on the app's own origin). */
function returnUrlOf(path: string): string {
  return `${window.location.origin}${window.location.pathname}#${path}`;
}

/**
 * The cashier: a bottom sheet with the amount, the payment method (WeChat Pay or
 * Alipay), the deadline with a countdown, and one button that asks the gateway for a payment and
 * opens the provider's page (the provider brings the person back to the order's page). When the
 * deadline passes on the device, the button goes and the sheet says the order closed.
 */
export function PaySheet({ order, onClose }: { order: PaySheet_order$key; onClose(): void }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment PaySheet_order on ReservationOrder {
        id
        price
        resourceName
        paymentDeadline
        detailPath
      }
    `,
    order,
  );
  const [commit, pending] = useGraphMutation<PaySheetMutation>(mutation);
  const [method, setMethod] = useState<PaymentMethod>('WECHAT_PAY');
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const left = useCountdown(o.paymentDeadline);
  const timeUp = left === 0;
  const amount = formatMoney(o.price ?? 0);

  const pay = async () => {
    if (pending || leaving || timeUp) return;
    setError(null);
    const res = await commit({ variables: { input: { orderId: o.id, method, returnUrl: returnUrlOf(o.detailPath) } } });
    if (!res) return; // the network layer said why
    const first = res.errors[0];
    if (first) {
      setError(first.message);
      return;
    }
    if (res.payment) {
      setLeaving(true);
      window.location.assign(res.payment.payUrl);
    }
  };

  return (
    <BottomSheet className="cashier" labelledBy="cashier-title" testId="cashier" onClose={onClose}>
      <header className="cashier__head">
        <h2 id="cashier-title" className="cashier__title">
          {t('payments.cashier.title')}
        </h2>
        <button type="button" className="cashier__close" onClick={onClose} aria-label={t('common.close')}>
          <X size={20} aria-hidden />
        </button>
      </header>
      <p className="cashier__label">{t('payments.cashier.amount')}</p>
      <p className="cashier__amount" data-testid="cashier-amount">
        {amount}
      </p>
      {o.resourceName && <p className="cashier__what">{o.resourceName}</p>}
      {o.paymentDeadline && (
        <p className={timeUp ? 'cashier__deadline cashier__deadline--over' : 'cashier__deadline'} data-testid="cashier-deadline">
          {timeUp
            ? t('payments.cashier.timeUp')
            : `${t('payments.order.payBy', { time: formatDateTime(o.paymentDeadline) })} · ${t('payments.order.left', { time: formatCountdown(left ?? 0) })}`}
        </p>
      )}
      <fieldset className="pay-methods">
        <legend className="pay-methods__legend">{t('payments.cashier.method')}</legend>
        {METHODS.map(({ method: m, Icon, className }) => (
          <label key={m} className={m === method ? 'pay-method pay-method--on' : 'pay-method'} data-testid={`pay-method-${m}`}>
            <Icon size={22} className={`pay-method__icon ${className}`} aria-hidden />
            <span className="pay-method__name">{t(`payments.cashier.${m}`)}</span>
            <input
              type="radio"
              name="pay-method"
              value={m}
              checked={m === method}
              onChange={() => setMethod(m)}
              className="pay-method__radio"
            />
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-error cashier__error" role="alert" data-testid="cashier-error">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary btn--block cashier__submit"
        onClick={() => void pay()}
        disabled={pending || leaving || timeUp}
        data-testid="cashier-submit"
      >
        {pending || leaving ? <Spinner light /> : t('payments.cashier.submit', { amount })}
      </button>
      <p className="cashier__note">{leaving ? t('payments.cashier.leaving') : t('payments.cashier.safe')}</p>
    </BottomSheet>
  );
}
