import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserCreditScreenQuery } from '../../__generated__/UserCreditScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { useSessionCheck } from '../../session/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { formatDate } from '../../widgets/format';

const query = graphql`
  query UserCreditScreenQuery {
    viewer {
      isSignedIn
      user {
        credit {
          score
          status
          missedCount
          banStartsAt
          banEndsAt
        }
      }
    }
  }
`;

export function userCreditLoader({ request }: { request: Request }): PreloadedQuery<UserCreditScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<UserCreditScreenQuery>(query, {}, { fresh: true });
}

/** /user-credit (login required): score, standing, missed bookings and the ban period. */
export function UserCreditScreen() {
  const { t, i18n } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<UserCreditScreenQuery>;
  const { viewer } = usePreloadedQuery<UserCreditScreenQuery>(query, ref);
  useSessionCheck(viewer.isSignedIn);
  const credit = viewer.user?.credit;
  const banned = credit && credit.status !== 'GOOD';
  const period =
    credit?.banStartsAt || credit?.banEndsAt
      ? [credit.banStartsAt, credit.banEndsAt].map((d) => (d ? formatDate(d, i18n.language) : '…')).join(' – ')
      : t('credit.none');
  return (
    <div data-testid="user-credit">
      <PageHeader title={t('credit.title')} />
      {!credit ? (
        <EmptyState text={t('credit.unavailable')} />
      ) : (
        <>
          <section className={banned ? 'credit-hero credit-hero--bad' : 'credit-hero'}>
            <div className="credit-hero__ring">
              <strong data-testid="credit-score">{credit.score}</strong>
              <span>{t('credit.score')}</span>
            </div>
            <span className="credit-hero__status" data-testid="credit-status">{t(`credit.${credit.status}`)}</span>
          </section>
          <section className="detail__card">
            <dl className="info-rows">
              <div className="info-row">
                <dt>{t('credit.status')}</dt>
                <dd>{t(`credit.${credit.status}`)}</dd>
              </div>
              <div className="info-row">
                <dt>{t('credit.missed')}</dt>
                <dd data-testid="credit-missed">{credit.missedCount}</dd>
              </div>
              <div className="info-row">
                <dt>{t('credit.banPeriod')}</dt>
                <dd data-testid="credit-ban">{period}</dd>
              </div>
            </dl>
          </section>
          <p className="credit-rules">{t('credit.rules')}</p>
        </>
      )}
    </div>
  );
}
