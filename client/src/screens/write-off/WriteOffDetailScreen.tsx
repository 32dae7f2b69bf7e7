import { useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CircleCheck, TicketCheck } from 'lucide-react';
import type { WriteOffDetailScreenQuery } from '../../__generated__/WriteOffDetailScreenQuery.graphql';
import type { WriteOffDetailScreen_order$key } from '../../__generated__/WriteOffDetailScreen_order.graphql';
import type { WriteOffDetailScreenMutation } from '../../__generated__/WriteOffDetailScreenMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { Content } from '../../widgets/Content';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import './write-off.css';

const query = graphql`
  query WriteOffDetailScreenQuery($id: ID!) {
    viewer {
      user {
        writeOffOrder(id: $id) {
          ...WriteOffDetailScreen_order
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation WriteOffDetailScreenMutation($input: WriteOffVoucherInput!) {
    writeOffVoucher(input: $input) {
      errors {
        ...useGraphMutation_error
      }
      used {
        usedAt
        gateName
      }
      order {
        ...WriteOffDetailScreen_order
      }
    }
  }
`;

/** /write-off-detail/:orderId (staff, signed in): the order behind a voucher. */
function loader({ request, params }: { request: Request; params: { orderId?: string } }): PreloadedQuery<WriteOffDetailScreenQuery> {
  return preloadSignedIn<WriteOffDetailScreenQuery>(request, query, { id: params.orderId ?? '' });
}

const KNOWN = new Set(['TO_BE_USED', 'COMPLETED', 'EXPIRED', 'CANCELLED']);

interface Refused {
  message: string;
  used: { usedAt: string | null | undefined; gateName: string } | null | undefined;
}

function Detail({ order }: { order: WriteOffDetailScreen_order$key }) {
  const { t, i18n } = useTranslation();
  const o = useFragment(
    graphql`
      fragment WriteOffDetailScreen_order on WriteOffOrder {
        id
        contactName
        maskedContactPhone
        seatLabels
        canWriteOff
        used {
          usedAt
          gateName
        }
        order {
          orderCode
          status
          seats
          resourceName
          startsAt
          endsAt
        }
      }
    `,
    order,
  );
  const [commit, pending] = useGraphMutation<WriteOffDetailScreenMutation>(mutation);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [done, setDone] = useState(false);
  const when = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language, true) : '');
  const usedLine = (u: Refused['used']) => (u ? t('writeOff.usedAt', { time: when(u.usedAt), place: u.gateName }) : null);
  const writeOff = async () => {
    if (pending) return;
    const res = await commit({ variables: { input: { orderId: o.id } } });
    if (!res) return;
    const first = res.errors[0];
    if (first) setRefused({ message: first.message, used: res.used });
    else {
      setRefused(null);
      setDone(true);
    }
  };
  const status = KNOWN.has(o.order.status) ? o.order.status : 'OTHER';
  return (
    <section className="wo-card" data-testid="write-off-detail">
      <Content as="h2" className="wo-gate__name">
        {o.order.resourceName}
      </Content>
      <dl className="wo-facts">
        <dt>{t('writeOff.who')}</dt>
        <dd data-testid="write-off-who">
          {o.contactName} {o.maskedContactPhone}
        </dd>
        <dt>{t('writeOff.when')}</dt>
        <dd>
          {when(o.order.startsAt)}
          {o.order.endsAt ? ` - ${when(o.order.endsAt)}` : ''}
        </dd>
        <dt>{t('writeOff.people')}</dt>
        <dd>{o.order.seats ?? ''}</dd>
        {o.seatLabels.length > 0 && (
          <>
            <dt>{t('writeOff.seats')}</dt>
            <dd>{o.seatLabels.join(', ')}</dd>
          </>
        )}
        <dt>{t('writeOff.order')}</dt>
        <dd>{o.order.orderCode}</dd>
        <dt>{t('writeOff.state')}</dt>
        <dd data-testid="write-off-state" data-status={o.order.status}>
          {t(`writeOff.status.${status}`)}
        </dd>
      </dl>
      {o.used && !refused && (
        <p className="wo-alert wo-done" data-testid="write-off-used">
          <CircleCheck size={16} aria-hidden /> {usedLine(o.used)}
        </p>
      )}
      {done && (
        <p className="wo-alert wo-done" role="status" data-testid="write-off-done">
          {t('writeOff.done')}
        </p>
      )}
      {refused && (
        <div className="wo-alert" role="alert" data-testid="write-off-error">
          <p>{refused.message}</p>
          {refused.used && <p data-testid="write-off-error-used">{usedLine(refused.used)}</p>}
        </div>
      )}
      <p>
        <button
          type="button"
          className="wo-button wo-button--block"
          disabled={pending}
          onClick={() => void writeOff()}
          data-testid="write-off-submit"
        >
          <TicketCheck size={18} aria-hidden /> {t('writeOff.writeOff')}
        </button>
      </p>
    </section>
  );
}

export function WriteOffDetailScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<WriteOffDetailScreenQuery>(query);
  const order = data.viewer.user?.writeOffOrder ?? null;
  if (!order) return <NotFoundPage title={t('writeOff.detailTitle')} text={t('writeOff.notFound')} />;
  return (
    <div className="wo-page" data-testid="write-off-detail-page">
      <PageHeader title={t('writeOff.detailTitle')} />
      <Detail order={order} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: WriteOffDetailScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={1} />,
};
