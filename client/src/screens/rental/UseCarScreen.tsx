import { useContext, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin, Navigation, Phone, SquareArrowOutUpRight } from 'lucide-react';
import type { UseCarScreenQuery } from '../../__generated__/UseCarScreenQuery.graphql';
import type { UseCarScreen_query$key } from '../../__generated__/UseCarScreen_query.graphql';
import type { UseCarPaginationQuery } from '../../__generated__/UseCarPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { SiteContext } from '../../shell/SiteContext';
import { followExternalLink } from '../../shell/openExternal';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { Content } from '../../widgets/Content';
import { ListSkeleton } from '../../widgets/Skeleton';
import { CompanyCars } from './CompanyCars';
import './rental.css';

const query = graphql`
  query UseCarScreenQuery {
    ...UseCarScreen_query
  }
`;

export function useCarLoader({ request }: { request: Request }): PreloadedQuery<UseCarScreenQuery> {
  prepareRequest(request);
  return preload<UseCarScreenQuery>(query, {}, { fresh: !isBackForward() });
}

const price = (yuan: number) => (Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2));

function Companies({ data }: { data: UseCarScreen_query$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const [open, setOpen] = useState<string | null>(null);
  const paging = usePaginationFragment<UseCarPaginationQuery, UseCarScreen_query$key>(
    graphql`
      fragment UseCarScreen_query on Query
      @refetchable(queryName: "UseCarPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        rentalCompanies(first: $count, after: $cursor) @connection(key: "UseCar_rentalCompanies") {
          totalCount
          edges {
            node {
              id
              name
              intro
              phone
              lowestDailyPrice
              website {
                url
                needsDisclaimer
                disclaimerText
              }
              outlets {
                name
                address
                openingHours
                mapPath
              }
            }
          }
        }
      }
    `,
    data,
  );
  return (
    <PagedList
      connection={paging.data.rentalCompanies}
      paging={paging}
      failedTestId="companies-failed"
      empty={<EmptyState text={t('rental.empty')} />}
      className="rental-list"
      testId="rental-companies"
    >
      {(c) => (
        <article className="rental-company" data-testid="rental-company">
          <div className="rental-company__head">
            <Content as="h2" className="rental-company__name">
              {c.name}
            </Content>
            {c.lowestDailyPrice != null && (
              <span className="rental-company__from" data-testid="company-from">
                {t('rental.from', { price: price(c.lowestDailyPrice) })}
              </span>
            )}
          </div>
          {c.intro && (
            <Content as="p" className="rental-company__intro">
              {c.intro}
            </Content>
          )}
          <div className="rental-company__actions">
            {c.phone && (
              <a href={`tel:${c.phone}`} className="pill-link" aria-label={`${t('rental.call')} ${c.phone}`} data-testid="company-phone">
                <Phone aria-hidden size={14} /> {c.phone}
              </a>
            )}
            {c.website && (
              <button
                type="button"
                className="pill-link"
                onClick={() => void followExternalLink(c.website, site.name)}
                data-testid="company-website"
              >
                <SquareArrowOutUpRight aria-hidden size={14} /> {t('rental.website')}
              </button>
            )}
          </div>
          <h3 className="rental-company__sub">{t('rental.outlets')}</h3>
          {c.outlets == null ? (
            <PartFailed testId="outlets-failed" />
          ) : (
            <ul className="rental-outlets">
              {c.outlets.map((o) => (
                <li key={`${o.name}-${o.address ?? ''}`} className="rental-outlet" data-testid="rental-outlet">
                  <Content className="rental-outlet__name">{o.name}</Content>
                  {o.address && (
                    <span className="rental-outlet__line">
                      <MapPin aria-hidden size={13} /> <Content>{o.address}</Content>
                    </span>
                  )}
                  {o.openingHours && (
                    <span className="rental-outlet__line">
                      <Clock aria-hidden size={13} /> {t('rental.open', { hours: o.openingHours })}
                    </span>
                  )}
                  {o.mapPath && (
                    <Link to={o.mapPath} className="pill-link rental-outlet__go">
                      <Navigation aria-hidden size={13} /> {t('rental.go')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="rental-company__toggle"
            aria-expanded={open === c.id}
            onClick={() => setOpen(open === c.id ? null : c.id)}
            data-testid="company-cars"
          >
            {open === c.id ? t('rental.hideCars') : t('rental.showCars')}
          </button>
          {open === c.id && <CompanyCars company={c.id} />}
        </article>
      )}
    </PagedList>
  );
}

/** /use-car: the city's car rental companies, their outlets, their cars and daily prices. */
export function UseCarScreen() {
  const { t } = useTranslation();
  const data = usePreloadedQuery<UseCarScreenQuery>(query, useLoaderData() as PreloadedQuery<UseCarScreenQuery>);
  return (
    <div className="rental-page" data-testid="use-car">
      <PageHeader title={t('rental.title')} />
      <p className="rental-page__note">{t('rental.note')}</p>
      <Companies data={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: UseCarScreen,
  loader: useCarLoader,
  skeleton: <ListSkeleton header picture={false} />,
};
