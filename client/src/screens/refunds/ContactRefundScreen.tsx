import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Phone, Store } from 'lucide-react';
import type { ContactRefundScreenQuery } from '../../__generated__/ContactRefundScreenQuery.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PartFailed } from '../../shell/StateViews';
import './refunds.css';

const query = graphql`
  query ContactRefundScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      __typename
      ... on Refund {
        refundNo
        merchant {
          name
          phone
        }
      }
    }
  }
`;

export function contactRefundLoader({ request }: { request: Request }): PreloadedQuery<ContactRefundScreenQuery> {
  const search = prepareSignedInRequest(request);
  return preload<ContactRefundScreenQuery>(query, { id: search.get('refund') ?? '' }, { fresh: true });
}

/** /contact-refund?refund=<id> (login required): the merchant to reach about the refund, and the refund's code to quote. */
export function ContactRefundScreen() {
  const { t } = useTranslation();
  const { viewer, node } = useRouteQuery<ContactRefundScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const r = node?.__typename === 'Refund' ? node : null;
  if (!r) return <NotFoundPage title={t('refunds.contact')} text={t('refunds.notFound')} />;
  return (
    <div className="refunds-page" data-testid="contact-refund">
      <PageHeader title={t('refunds.contact')} />
      {r.merchant ? (
        <section className="detail__card refund-facts">
          <dl>
            <dt>{t('refunds.refundNo')}</dt>
            <dd data-testid="contact-refund-no">{r.refundNo}</dd>
            <dt>{t('refunds.merchant')}</dt>
            <dd data-testid="contact-refund-merchant">
              <Store aria-hidden size={16} /> {r.merchant.name}
            </dd>
            <dt>{t('refunds.phone')}</dt>
            <dd>
              <a href={`tel:${r.merchant.phone.replace(/[^\d+]/g, '')}`} className="refund-call" data-testid="contact-refund-phone">
                <Phone aria-hidden size={16} /> {r.merchant.phone}
              </a>
            </dd>
          </dl>
          <p className="muted">{t('refunds.contactHint')}</p>
        </section>
      ) : (
        <PartFailed testId="contact-refund-failed" />
      )}
    </div>
  );
}
