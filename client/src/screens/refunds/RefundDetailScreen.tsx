import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDot, CircleX, Headset } from 'lucide-react';
import type { RefundDetailScreenQuery } from '../../__generated__/RefundDetailScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import './refunds.css';

const query = graphql`
  query RefundDetailScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      __typename
      ... on Refund {
        id
        refundNo
        progress
        amountFen
        orderAmountFen
        reason
        description
        rejectReason
        appliedAt
        approvedAt
        refundedAt
        rejectedAt
        productName
        thumbnail {
          url
        }
        pictures {
          url
        }
        order {
          detailPath
        }
      }
    }
  }
`;

export function refundDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<RefundDetailScreenQuery> {
  return preloadSignedIn<RefundDetailScreenQuery>(request, query, { id: params.id ?? '' });
}

/** The page's shape while it loads. */
export function RefundDetailSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={120} />
      <SkeletonLines count={5} />
    </SkeletonScreen>
  );
}

type Step = { key: 'APPLIED' | 'APPROVED' | 'REFUNDED' | 'REJECTED'; at: string | null | undefined };

/** /refund-detail/:id (login required): where the refund stands, step by step, with what was asked. */
export function RefundDetailScreen() {
  const { t } = useTranslation();
  const { viewer, node } = useRouteQuery<RefundDetailScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const r = node?.__typename === 'Refund' ? node : null;
  if (!r) return <NotFoundPage title={t('refunds.detail')} text={t('refunds.notFound')} />;
  const steps: Step[] =
    r.progress === 'REJECTED'
      ? [
          { key: 'APPLIED', at: r.appliedAt },
          { key: 'REJECTED', at: r.rejectedAt },
        ]
      : [
          { key: 'APPLIED', at: r.appliedAt },
          { key: 'APPROVED', at: r.approvedAt },
          { key: 'REFUNDED', at: r.refundedAt },
        ];
  return (
    <div className="refunds-page" data-testid="refund-detail" data-progress={r.progress}>
      <PageHeader title={t('refunds.detail')} />
      <section className="detail__card refund-hero">
        <span className={`refund-badge refund-badge--${r.progress.toLowerCase()}`} data-testid="refund-detail-progress">
          {t(`refunds.progress.${r.progress}`)}
        </span>
        <strong className="refund-hero__amount" data-testid="refund-detail-amount">
          {formatMoney(r.amountFen / 100)}
        </strong>
        <ol className="refund-steps" data-testid="refund-steps">
          {steps.map((s) => {
            const done = Boolean(s.at);
            const Icon = s.key === 'REJECTED' ? CircleX : done ? CircleCheck : CircleDot;
            return (
              <li key={s.key} className={done ? 'refund-step refund-step--done' : 'refund-step'} data-testid={`refund-step-${s.key}`}>
                <Icon aria-hidden size={18} />
                <span>{t(`refunds.step.${s.key}`)}</span>
                {s.at && <span className="muted">{formatDateTime(s.at)}</span>}
              </li>
            );
          })}
        </ol>
        {r.rejectReason && (
          <p className="refund-hero__rejected" data-testid="refund-reject-reason">
            {t('refunds.rejectReason')}: {r.rejectReason}
          </p>
        )}
      </section>
      <section className="detail__card refund-facts">
        <dl>
          <dt>{t('refunds.refundNo')}</dt>
          <dd data-testid="refund-detail-no">{r.refundNo}</dd>
          {r.orderAmountFen != null && (
            <>
              <dt>{t('refunds.orderAmount')}</dt>
              <dd>{formatMoney(r.orderAmountFen / 100)}</dd>
            </>
          )}
          <dt>{t('refunds.reason')}</dt>
          <dd data-testid="refund-detail-reason">{r.reason}</dd>
          {r.description && (
            <>
              <dt>{t('refunds.description')}</dt>
              <dd>{r.description}</dd>
            </>
          )}
        </dl>
        {r.pictures.length > 0 && (
          <div className="refund-pictures" data-testid="refund-pictures">
            {r.pictures.map((p) => (
              <Img key={p.url} src={p.url} alt="" className="refund-pictures__img" />
            ))}
          </div>
        )}
      </section>
      <section className="detail__card">
        <h2 className="refund-section-title">{t('refunds.order')}</h2>
        {r.order ? (
          <Link to={r.order.detailPath} className="refund-order" data-testid="refund-order">
            <Img src={r.thumbnail?.url} alt="" className="refund-card__img" />
            <span className="refund-card__name">{r.productName}</span>
          </Link>
        ) : (
          <span className="refund-card__name">{r.productName}</span>
        )}
      </section>
      <div className="action-bar">
        <Link
          to={`/contact-refund?refund=${encodeURIComponent(r.id)}`}
          className="action-bar__primary refund-contact"
          data-testid="refund-contact"
        >
          <Headset aria-hidden size={18} />
          {t('refunds.contact')}
        </Link>
      </div>
    </div>
  );
}
