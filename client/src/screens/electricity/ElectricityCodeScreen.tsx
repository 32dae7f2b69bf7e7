import type { PreloadedQuery } from 'react-relay';
import { graphql } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BatteryCharging, Navigation } from 'lucide-react';
import type { ElectricityCodeScreenQuery, ElectricityCodeScreenQuery$data } from '../../__generated__/ElectricityCodeScreenQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { QrCode } from '../../widgets/QrCode';
import { Content } from '../../widgets/Content';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import './electricity.css';

const query = graphql`
  query ElectricityCodeScreenQuery {
    viewer {
      user {
        freeElectricity {
          state
          code
          totalKwh
          usedKwh
          remainingKwh
          validUntil
          stations {
            name
            address
            mapPath
          }
        }
      }
    }
  }
`;

type Free = NonNullable<NonNullable<ElectricityCodeScreenQuery$data['viewer']['user']>['freeElectricity']>;

/** /code-detail-electricity (login): the user's free-electricity code. */
export function electricityLoader({ request }: { request: Request }): PreloadedQuery<ElectricityCodeScreenQuery> {
  return preloadSignedIn<ElectricityCodeScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function CodeCard({ free }: { free: Free }) {
  const { t, i18n } = useTranslation();
  const finished = free.state === 'FINISHED';
  const total = free.totalKwh ?? 0;
  const used = Math.min(free.usedKwh ?? 0, total);
  return (
    <>
      <section className={finished ? 'power-card power-card--finished' : 'power-card'} data-testid="power-card" data-state={free.state}>
        <p className="power-card__state" data-testid="power-state">
          <BatteryCharging aria-hidden size={16} /> {t(finished ? 'electricity.finished' : 'electricity.active')}
        </p>
        {free.code && (
          <>
            <QrCode value={free.code} label={t('electricity.qrLabel', { code: free.code })} size={168} testId="power-qr" />
            <p className="power-card__code" data-testid="power-code">
              {free.code}
            </p>
          </>
        )}
        {free.totalKwh != null && (
          <div className="power-card__meter">
            <div
              className="power-card__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={used}
              aria-label={t('electricity.used', { used, total })}
            >
              <span style={{ width: `${total > 0 ? (used / total) * 100 : 100}%` }} />
            </div>
            <p className="power-card__line" data-testid="power-used">
              {t('electricity.used', { used, total })}
            </p>
            {free.remainingKwh != null && (
              <p className="power-card__left" data-testid="power-left">
                {t('electricity.left', { left: free.remainingKwh })}
              </p>
            )}
          </div>
        )}
        {free.validUntil && (
          <p className="power-card__line">{t('electricity.validUntil', { date: formatDate(free.validUntil, i18n.language) })}</p>
        )}
        {!finished && <p className="power-card__hint">{t('electricity.hint')}</p>}
      </section>
      {free.stations.length > 0 && (
        <section className="power-stations">
          <h2 className="power-stations__title">{t('electricity.stations')}</h2>
          <ul>
            {free.stations.map((s) => (
              <li key={s.name} className="power-station" data-testid="power-station">
                <span className="power-station__text">
                  <Content className="power-station__name">{s.name}</Content>
                  {s.address && <Content className="power-station__address">{s.address}</Content>}
                </span>
                {s.mapPath && (
                  <Link to={s.mapPath} className="pill-link">
                    <Navigation aria-hidden size={13} /> {t('electricity.go')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function ElectricityCodeScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const data = useRouteQuery<ElectricityCodeScreenQuery>(query);
  const free = data.viewer.user?.freeElectricity;
  return (
    <div className="power-page" data-testid="electricity-code">
      <PageHeader title={t('electricity.title')} />
      {free == null ? (
        <ErrorView error={new Error('electricity')} onRetry={() => revalidator.revalidate()} />
      ) : free.state === 'UNAVAILABLE' ? (
        <EmptyState text={t('electricity.unavailable')} />
      ) : free.state === 'NONE' ? (
        <EmptyState text={t('electricity.none')} />
      ) : (
        <CodeCard free={free} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ElectricityCodeScreen,
  loader: electricityLoader,
  skeleton: <DetailSkeleton header picture={false} cards={1} />,
};
