import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CircleAlert, Clock } from 'lucide-react';
import type { PaymentDue_order$key } from '../../__generated__/PaymentDue_order.graphql';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { PaySheet } from './PaySheet';
import { formatCountdown, useCountdown } from './useCountdown';
import './payments.css';

/**
 * What an order awaiting payment asks of the person: the amount, the payment deadline
 * with its countdown and the one primary action, Pay (the cashier opens); an order closed unpaid
 * says so. Nothing for other orders.
 */
export function PaymentDue({ order }: { order: PaymentDue_order$key }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment PaymentDue_order on ReservationOrder {
        status
        price
        canPay
        paymentDeadline
        ...PaySheet_order
      }
    `,
    order,
  );
  const [open, setOpen] = useState(false);
  const left = useCountdown(o.canPay ? o.paymentDeadline : null);
  if (o.status === 'CLOSED') {
    return (
      <div className="payment-due payment-due--closed" role="status" data-testid="payment-closed">
        <CircleAlert size={18} aria-hidden />
        <div>
          <b>{t('payments.order.closed')}</b>
          <p>{t('payments.order.closedHint')}</p>
        </div>
      </div>
    );
  }
  if (!o.canPay) return null;
  const timeUp = left === 0;
  return (
    <div className="payment-due" data-testid="payment-due">
      <dl className="payment-due__rows">
        <div>
          <dt>{t('payments.order.amount')}</dt>
          <dd className="price payment-due__amount" data-testid="due-amount">
            {formatMoney(o.price ?? 0)}
          </dd>
        </div>
        {o.paymentDeadline && (
          <div>
            <dt>{t('payments.order.deadline')}</dt>
            <dd data-testid="due-deadline">
              {formatDateTime(o.paymentDeadline)}
              {left !== null && (
                <span className={timeUp ? 'payment-due__left payment-due__left--over' : 'payment-due__left'}>
                  <Clock size={14} aria-hidden />{' '}
                  {timeUp ? t('payments.cashier.timeUp') : t('payments.order.left', { time: formatCountdown(left) })}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
      <button type="button" className="btn btn--primary btn--block" onClick={() => setOpen(true)} disabled={timeUp} data-testid="pay-btn">
        {t('payments.order.pay')}
      </button>
      {open && <PaySheet order={o} onClose={() => setOpen(false)} />}
    </div>
  );
}
