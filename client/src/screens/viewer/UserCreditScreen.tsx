import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { UserCreditScreenQuery } from '../../__generated__/UserCreditScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { Link } from 'react-router-dom';
import { formatDate, formatMonth } from '../../widgets/format';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { InfoRow } from '../../widgets/InfoRow';
import { currentLanguage } from '../../i18n';
import './credit.css';

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
          months {
            month
            added
            deducted
            recordCount
          }
        }
      }
    }
  }
`;

export function userCreditLoader({ request }: { request: Request }): PreloadedQuery<UserCreditScreenQuery> {
  return preloadSignedIn<UserCreditScreenQuery>(request, query, {});
}

/**
 * /user-credit (login required): score, standing, missed bookings, the ban period and the months
 * of records, each leading to its records (/user-credit-desc/{month}/all).
 */
export function UserCreditScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserCreditScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const credit = viewer.user?.credit;
  const banned = credit && credit.status !== 'GOOD';
  const period =
    credit?.banStartsAt || credit?.banEndsAt
      ? [credit.banStartsAt, credit.banEndsAt].map((d) => (d ? formatDate(d, currentLanguage()) : '…')).join(' – ')
      : t('viewer.credit.none');
  return (
    <div data-testid="user-credit">
      <PageHeader title={t('viewer.credit.title')} />
      {!credit ? (
        <EmptyState text={t('viewer.credit.unavailable')} />
      ) : (
        <>
          <section className={banned ? 'credit-hero credit-hero--bad' : 'credit-hero'}>
            <div className="credit-hero__ring">
              <strong data-testid="credit-score">{credit.score}</strong>
              <span>{t('viewer.credit.score')}</span>
            </div>
            <span className="credit-hero__status" data-testid="credit-status">
              {t(`viewer.credit.${credit.status}`)}
            </span>
          </section>
          <section className="detail__card">
            <dl className="info-rows">
              <InfoRow label={t('viewer.credit.status')}>{t(`viewer.credit.${credit.status}`)}</InfoRow>
              <InfoRow label={t('viewer.credit.missed')} testId="credit-missed">
                {credit.missedCount}
              </InfoRow>
              <InfoRow label={t('viewer.credit.banPeriod')} testId="credit-ban">
                {period}
              </InfoRow>
            </dl>
          </section>
          <section className="detail__card" aria-labelledby="credit-months-title">
            <h2 className="credit-card-title" id="credit-months-title">
              {t('viewer.credit.records')}
            </h2>
            {!credit.months ? (
              <p className="credit-months__none">{t('viewer.credit.recordsFailed')}</p>
            ) : credit.months.length === 0 ? (
              <p className="credit-months__none" data-testid="credit-months-empty">
                {t('viewer.credit.noRecords')}
              </p>
            ) : (
              <ul className="credit-months" data-testid="credit-months">
                {credit.months.map((m) => (
                  <li key={m.month}>
                    <Link to={`/user-credit-desc/${m.month}/all`} className="credit-month" data-testid="credit-month">
                      <span className="credit-month__name">{formatMonth(m.month, currentLanguage())}</span>
                      <span className="credit-month__sums">
                        {m.added > 0 && <span className="credit-change credit-change--up">+{m.added}</span>}
                        {m.deducted > 0 && <span className="credit-change credit-change--down">−{m.deducted}</span>}
                      </span>
                      <span className="chevron chevron--right" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className="credit-rules">{t('viewer.credit.rules')}</p>
        </>
      )}
    </div>
  );
}
