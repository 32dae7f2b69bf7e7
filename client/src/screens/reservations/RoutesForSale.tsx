import { Suspense, useContext, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RoutesForSale_scenic$key } from '../../__generated__/RoutesForSale_scenic.graphql';
import type { RoutesForSaleItem_route$key } from '../../__generated__/RoutesForSaleItem_route.graphql';
import { requireLogin } from '../../session/loginGate';
import { SiteContext } from '../../shell/SiteContext';
import { Img } from '../../widgets/Img';
import { usePreview } from '../../widgets/usePreview';
import { ErrorBoundary } from '../../shell/ErrorBoundary';
import { PartFailed, Spinner } from '../../shell/StateViews';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { openExternal } from '../../shell/openExternal';
import { RouteNotes } from './RouteNotes';
import { useSetRouteReminder } from './useSetRouteReminder';
import { Content } from '../../widgets/Content';

/** Only the first 3 routes show until "View all". */
export const PREVIEW_ROUTES = 3;

function RouteItem({ route }: { route: RoutesForSaleItem_route$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const [remind, reminding] = useSetRouteReminder();
  const [notesOpen, setNotesOpen] = useState(false);
  const r = useFragment(
    graphql`
      fragment RoutesForSaleItem_route on RouteForSale {
        id
        name
        price
        url
        saleType
        onSaleFrom
        onSaleUntil
        saleButton
        thumbnail {
          url(size: SMALL)
          alt
        }
      }
    `,
    route,
  );
  const book = async () => {
    if (await requireLogin()) await openExternal(r.url, site.name);
  };
  return (
    <li className="route" data-testid="route" data-button={r.saleButton}>
      <div className="route__main">
        <Img src={r.thumbnail?.url} alt={r.thumbnail?.alt || r.name} className="route__img" />
        <div className="route__body">
          <Content as="span" className="route__name">
            {r.name}
          </Content>
          {r.saleType === 'TIMED' && (r.onSaleFrom || r.onSaleUntil) && (
            <span className="route__meta">
              {t('reservations.routes.onSale', { from: formatDateTime(r.onSaleFrom), until: formatDateTime(r.onSaleUntil) })}
            </span>
          )}
          <span className="route__foot">
            {r.price != null && <span className="price">{formatMoney(r.price)}</span>}
            {r.saleButton === 'BOOK' && (
              <button type="button" className="btn btn--small btn--primary" onClick={() => void book()} data-testid="sale-btn">
                {t('reservations.routes.BOOK')}
              </button>
            )}
            {r.saleButton === 'REMIND' && (
              <button
                type="button"
                className="btn btn--small btn--accent"
                onClick={() => void remind(r.id)}
                disabled={reminding}
                data-testid="sale-btn"
              >
                {t('reservations.routes.REMIND')}
              </button>
            )}
            {r.saleButton === 'REMINDED' && (
              <button type="button" className="btn btn--small" disabled data-testid="sale-btn">
                {t('reservations.routes.REMINDED')}
              </button>
            )}
          </span>
        </div>
      </div>
      <button
        type="button"
        className="route-notes__toggle"
        onClick={() => setNotesOpen(!notesOpen)}
        aria-expanded={notesOpen}
        data-testid="route-notes-toggle"
      >
        {t('reservations.routes.notes')}
        <span className={notesOpen ? 'chevron chevron--up' : 'chevron'} aria-hidden />
      </button>
      {notesOpen && (
        <ErrorBoundary>
          <Suspense
            fallback={
              <div className="route-notes route-notes--loading">
                <Spinner />
              </div>
            }
          >
            <RouteNotes routeId={r.id} />
          </Suspense>
        </ErrorBoundary>
      )}
    </li>
  );
}

/** Travel routes for sale on a scenic area's page: 3, then "View all". */
export function RoutesForSale({ scenic }: { scenic: RoutesForSale_scenic$key }) {
  const { t } = useTranslation();
  const s = useFragment(
    graphql`
      fragment RoutesForSale_scenic on ScenicArea {
        routesForSale {
          id
          ...RoutesForSaleItem_route
        }
      }
    `,
    scenic,
  );
  const { shown, viewAll } = usePreview(s.routesForSale ?? [], PREVIEW_ROUTES, 'routes-all');
  if (s.routesForSale == null) {
    return (
      <section className="detail__card">
        <h2 className="detail__h2">{t('reservations.routes.title')}</h2>
        <PartFailed testId="routes-failed" />
      </section>
    );
  }
  if (s.routesForSale.length === 0) return null;
  return (
    <section className="detail__card" data-testid="routes">
      <h2 className="detail__h2">
        {t('reservations.routes.title')} <small>{s.routesForSale.length}</small>
      </h2>
      <ul className="routes">
        {shown.map((r) => (
          <RouteItem key={r.id} route={r} />
        ))}
      </ul>
      {viewAll}
    </section>
  );
}
