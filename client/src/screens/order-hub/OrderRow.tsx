import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderRow_order$key } from '../../__generated__/OrderRow_order.graphql';
import { Img } from '../../widgets/Img';
import { Content } from '../../widgets/Content';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';

/**
 * One order of any kind: its kind, picture, title, stage and amount, with its payment deadline
 * (to pay) or its use start (to use); it opens the order's own page.
 */
export function OrderRow({ order }: { order: OrderRow_order$key }) {
  const { t } = useTranslation();
  const { summary: s } = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        summary {
          kind
          title
          picture {
            url(size: THUMBNAIL)
          }
          amount
          stage
          orderedAt
          paymentDeadline
          startsAt
          path
        }
      }
    `,
    order,
  );
  const when = s.paymentDeadline
    ? t('orderHub.payBy', { time: formatDateTime(s.paymentDeadline) })
    : s.stage === 'TO_USE' && s.startsAt
      ? t('orderHub.startsAt', { time: formatDateTime(s.startsAt) })
      : s.orderedAt
        ? t('orderHub.orderedAt', { time: formatDateTime(s.orderedAt) })
        : '';
  return (
    <Link to={s.path} className="oh-row" data-testid="order-row" data-kind={s.kind} data-stage={s.stage}>
      <Img src={s.picture?.url} alt="" className="oh-row__pic" />
      <span className="oh-row__body">
        <span className="oh-row__top">
          <span className="oh-row__kind">{t(`orderHub.kind.${s.kind}`)}</span>
          <span className={`oh-stage oh-stage--${s.stage}`} data-testid="order-stage">
            {t(`orderHub.stage.${s.stage}`)}
          </span>
        </span>
        <Content className="oh-row__title">{s.title}</Content>
        <span className="oh-row__bottom">
          <span className={s.paymentDeadline ? 'oh-row__when oh-row__when--due' : 'oh-row__when'}>{when}</span>
          <span className="oh-row__amount">{(s.amount ?? 0) > 0 ? formatMoney(s.amount ?? 0) : t('orderHub.free')}</span>
        </span>
      </span>
    </Link>
  );
}
