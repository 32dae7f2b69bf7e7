import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityDetailScreenQuery } from '../../__generated__/ActivityDetailScreenQuery.graphql';
import type { ActivityDetailEligibilityQuery } from '../../__generated__/ActivityDetailEligibilityQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { globalIdFromRoute } from '../../relay/globalId';
import { requireLogin } from '../../session/loginGate';
import { useSession } from '../../session/session';
import { showToast } from '../../shell/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../widgets/StateViews';
import { Img } from '../../widgets/Img';
import { CreditBanner } from '../../widgets/CreditBanner';
import { runIntegrityCheck } from './integrity';

const query = graphql`
  query ActivityDetailScreenQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Activity {
        id
        name
        cover {
          url(size: COVER)
          alt
        }
        bookingEligibility {
          requiredScore
        }
      }
    }
    viewer {
      user {
        ...CreditBanner_user
      }
    }
  }
`;

/** Asked fresh when Book is pressed (the credit may have changed since the page loaded). */
const eligibilityQuery = graphql`
  query ActivityDetailEligibilityQuery($id: ID!) {
    node(id: $id) {
      ... on Activity {
        bookingEligibility {
          allowed
          refusal
          action
          score
          requiredScore
          missedCount
          banStartsAt
          banEndsAt
        }
      }
    }
  }
`;

export function activityDetailLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ActivityDetailScreenQuery> {
  prepareRequest(request);
  return preload<ActivityDetailScreenQuery>(query, { id: globalIdFromRoute('Activity', params.id ?? '') }, { fresh: true });
}

/**
 * /activity-detail/:id — a minimal activity page: name, cover, credit banner and Book, which runs
 * the integrity check (the booking flow itself comes in a later issue).
 */
export function ActivityDetailScreen() {
  const { t } = useTranslation();
  const env = useRelayEnvironment();
  const ref = useLoaderData() as PreloadedQuery<ActivityDetailScreenQuery>;
  const { node, viewer } = usePreloadedQuery<ActivityDetailScreenQuery>(query, ref);
  const session = useSession();
  const [checking, setChecking] = useState(false);
  if (!node || node.__typename !== 'Activity' || !node.id) {
    return (
      <>
        <PageHeader title={t('activity.detail')} />
        <EmptyState text={t('activity.notFound')} icon="🔍" />
      </>
    );
  }
  const id = node.id;
  const book = async () => {
    if (checking || !(await requireLogin())) return;
    setChecking(true);
    try {
      const res = await fetchQuery<ActivityDetailEligibilityQuery>(env, eligibilityQuery, { id }, { fetchPolicy: 'network-only' }).toPromise();
      const e = res?.node?.bookingEligibility;
      if (!e) return;
      if (await runIntegrityCheck(e)) showToast({ message: t('activity.allowed'), type: 'success' });
    } catch {
      /* the network layer already said why */
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="detail detail--with-bar" data-testid="activity-detail">
      <PageHeader title={t('activity.detail')} transparent />
      <Img src={node.cover?.url} alt={node.cover?.alt || node.name || ''} className="activity-detail__cover" eager />
      <section className="detail__card detail__card--head">
        <h1 className="detail__name" data-testid="activity-name">{node.name}</h1>
      </section>
      <div className="detail__card detail__card--flush">
        <CreditBanner user={session ? viewer.user : null} requiredScore={node.bookingEligibility?.requiredScore} />
      </div>
      <div className="action-bar">
        <button type="button" className="action-bar__primary" onClick={() => void book()} disabled={checking} data-testid="book-btn">
          {checking ? <Spinner light /> : t('activity.book')}
        </button>
      </div>
    </div>
  );
}
