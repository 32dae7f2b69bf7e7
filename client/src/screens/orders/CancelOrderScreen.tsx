import { useId, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CancelOrderScreenQuery } from '../../__generated__/CancelOrderScreenQuery.graphql';
import type { CancelOrderScreenMutation } from '../../__generated__/CancelOrderScreenMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatDateTime, formatPeriod } from '../../widgets/booking/format';
import './cancel.css';

const query = graphql`
  query CancelOrderScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          id
          orderCode
          kind
          resourceName
          startsAt
          endsAt
          seats
          canCancel
          cancelDeadline
          detailPath
          cancelledPath
        }
      }
    }
    orderCancelReasons {
      id
      reason
      needsRemark
    }
    inputLimits {
      textMaxLength
    }
  }
`;

const mutation = graphql`
  mutation CancelOrderScreenMutation($input: CancelReservationOrderInput!) {
    cancelReservationOrder(input: $input) {
      order {
        id
        status
        canCancel
        cancelPath
        cancelledPath
        codePath
        cancellation {
          reason
          remark
          cancelledAt
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * /cancel-odder?order={orderCode} (login; the stem as the platform spells it): cancelling a
 * reservation order with a reason. The order (what, when), the site's reasons from the graph
 * (`orderCancelReasons`; the one that needs it asks for a remark), the remark (at most the graph's
 * `textMaxLength`), and the cancel; the gateway owns the cancel rule (`canCancel`, its deadline)
 * and every check, and on success the order's `cancelledPath` (/cancel-off) shows the result.
 * Reached from the reservation's page (`ReservationOrder.cancelPath`).
 */
export function cancelOrderLoader({ request }: { request: Request }): PreloadedQuery<CancelOrderScreenQuery> {
  const orderCode = new URL(request.url).searchParams.get('order') ?? '';
  return preloadSignedIn<CancelOrderScreenQuery>(request, query, { orderCode }, { fresh: true });
}

/** The form's shape while it loads. */
export function CancelOrderSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={72} />
      <SkeletonLines count={5} />
    </SkeletonScreen>
  );
}

type Field = 'reasonId' | 'remark';

function errorsByField(errors: ReadonlyArray<UserError>): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  let form: string | null = null;
  for (const e of errors) {
    if (e.field === 'reasonId' || e.field === 'remark') fields[e.field] ??= e.message;
    else form ??= e.message;
  }
  return { fields, form };
}

export function CancelOrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<CancelOrderScreenQuery>(query);
  const order = data.viewer.user?.reservationOrder ?? null;
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<CancelOrderScreenMutation>(mutation);
  const ids = { reasons: useId(), remark: useId() };
  const title = t('reservationOrders.cancelForm.title');
  if (!order) return <NotFoundPage title={title} text={t('orders.reservation.notFound')} />;
  const reasons = data.orderCancelReasons;
  const picked = reasons.find((r) => r.id === reasonId) ?? null;

  const submit = async () => {
    if (pending) return;
    if (!picked) {
      setErrors({ reasonId: t('reservationOrders.cancelForm.pickReason') });
      return;
    }
    const res = await commit({ variables: { input: { orderId: order.id, reasonId: picked.id, remark: remark.trim() } } });
    if (!res) return;
    const { fields, form } = errorsByField(res.errors);
    setErrors(fields);
    setFormError(form);
    if (res.errors.length > 0) return;
    showToast({ message: t('orders.cancelled'), type: 'success' });
    navigate(res.order?.cancelledPath ?? order.detailPath, { replace: true });
  };

  return (
    <div className="cancel-page" data-testid="cancel-order">
      <PageHeader title={title} />
      <section className="detail__card cancel-order">
        <span className="cancel-order__kind">{t(`reservationOrders.kind.${order.kind}`)}</span>
        <b className="cancel-order__name">{order.resourceName}</b>
        <span className="muted">{formatPeriod(order.startsAt, order.endsAt)}</span>
        <span className="muted">
          {t('orders.orderCode')} {order.orderCode}
        </span>
      </section>
      {!order.canCancel ? (
        <section className="detail__card" data-testid="cancel-not-allowed">
          <p className="form-error" role="alert">
            {order.cancelledPath ? t('reservationOrders.cancelForm.alreadyCancelled') : t('reservationOrders.cancelForm.notAllowed')}
          </p>
          <Link className="cancel-link" to={order.cancelledPath ?? order.detailPath} data-testid="cancel-back">
            {t('reservationOrders.cancelForm.toOrder')}
          </Link>
        </section>
      ) : (
        <>
          {order.cancelDeadline && (
            <p className="cancel-note" data-testid="cancel-deadline">
              {t('reservationOrders.cancelUntil', { time: formatDateTime(order.cancelDeadline) })}
            </p>
          )}
          <section className="detail__card">
            <h2 className="cancel-heading" id={ids.reasons}>
              {t('reservationOrders.cancelForm.why')}
            </h2>
            {reasons.length === 0 ? (
              <EmptyState text={t('reservationOrders.cancelForm.noReasons')} />
            ) : (
              <div role="radiogroup" aria-labelledby={ids.reasons} className="cancel-reasons" data-testid="cancel-reasons">
                {reasons.map((r) => (
                  <label key={r.id} className="cancel-reason" data-testid="cancel-reason" data-selected={r.id === reasonId}>
                    <input
                      type="radio"
                      name="cancel-reason"
                      value={r.id}
                      checked={r.id === reasonId}
                      onChange={() => {
                        setReasonId(r.id);
                        setErrors({});
                      }}
                    />
                    <span>{r.reason}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.reasonId && (
              <p className="form-error" role="alert" data-testid="cancel-reason-error">
                {errors.reasonId}
              </p>
            )}
            <span className="form-field__label">
              {picked?.needsRemark ? t('reservationOrders.cancelForm.remarkRequired') : t('reservationOrders.cancelForm.remark')}
            </span>
            <CappedTextarea
              value={remark}
              onChange={(text) => {
                setRemark(text);
                setErrors((e) => ({ ...e, remark: undefined }));
              }}
              max={data.inputLimits.textMaxLength}
              rows={3}
              placeholder={t('reservationOrders.cancelForm.remarkPlaceholder', { max: data.inputLimits.textMaxLength })}
              testId="cancel-remark"
              ariaLabel={t('reservationOrders.cancelForm.remark')}
              describedBy={errors.remark ? `${ids.remark}-error` : undefined}
            />
            {errors.remark && (
              <p className="form-error" role="alert" id={`${ids.remark}-error`} data-testid="cancel-remark-error">
                {errors.remark}
              </p>
            )}
          </section>
          {formError && (
            <p className="form-error" role="alert" data-testid="cancel-form-error">
              {formError}
            </p>
          )}
          <div className="action-bar">
            <button
              type="button"
              className="action-bar__primary"
              disabled={pending}
              onClick={() => void submit()}
              data-testid="cancel-submit"
            >
              {t('reservationOrders.cancelForm.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
