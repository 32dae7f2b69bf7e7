import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, MapPin, Navigation, Phone } from 'lucide-react';
import type { AgencyListScreenQuery } from '../../__generated__/AgencyListScreenQuery.graphql';
import type { AgencyListScreen_query$key } from '../../__generated__/AgencyListScreen_query.graphql';
import type { AgencyListPaginationQuery } from '../../__generated__/AgencyListPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';
import { EmptyState } from '../../shell/StateViews';
import './agencies.css';

const query = graphql`
  query AgencyListScreenQuery($siteId: String!, $regionName: String!) {
    ...AgencyListScreen_query @arguments(siteId: $siteId, regionName: $regionName)
  }
`;

function loader({
  request,
  params,
}: {
  request: Request;
  params: { siteId?: string; regionName?: string };
}): PreloadedQuery<AgencyListScreenQuery> {
  prepareRequest(request);
  return preload<AgencyListScreenQuery>(
    query,
    { siteId: params.siteId ?? '', regionName: params.regionName ?? '' },
    { fresh: !isBackForward() },
  );
}

function Agencies({ root }: { root: AgencyListScreen_query$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<AgencyListPaginationQuery, AgencyListScreen_query$key>(
    graphql`
      fragment AgencyListScreen_query on Query
      @refetchable(queryName: "AgencyListPaginationQuery")
      @argumentDefinitions(
        siteId: { type: "String!" }
        regionName: { type: "String!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        travelAgencies(siteId: $siteId, regionName: $regionName) {
        agencies(first: $count, after: $cursor) @connection(key: "AgencyListScreen_agencies") {
          totalCount
          edges {
            node {
              id
              name
              licenseNumber
              scopeName
              address
              phone
              mapPath
            }
          }
        }
        errors {
          message
        }
        }
      }
    `,
    root,
  );
  const { agencies, errors } = data.travelAgencies;
  const refusal = errors[0];
  if (refusal) return <EmptyState text={refusal.message} icon="warning" />;
  // the agency service failed: the screen's error view, with its retry
  if (!agencies) throw new Error('travel agencies unavailable');
  return (
    <PagedList
      connection={agencies}
      paging={paging}
      failedTestId="agencies-failed"
      empty={<EmptyState text={t('agencies.empty')} icon="search" />}
      className="agency-list"
      testId="agency-list"
    >
      {(a) => (
        <article className="agency" data-testid="agency">
          <Content as="h2" className="agency__name">
            {a.name}
          </Content>
          {a.scopeName && <Content className="agency__scope">{a.scopeName}</Content>}
          <p className="agency__line" data-testid="agency-license">
            <BadgeCheck aria-hidden size={14} /> {t('agencies.license', { number: a.licenseNumber })}
          </p>
          {a.address && (
            <p className="agency__line">
              <MapPin aria-hidden size={14} /> <Content>{a.address}</Content>
            </p>
          )}
          <div className="agency__actions">
            {a.phone && (
              <a
                href={`tel:${a.phone}`}
                className="pill-link"
                aria-label={t('agencies.call', { phone: a.phone })}
                data-testid="agency-phone"
              >
                <Phone aria-hidden size={14} /> {a.phone}
              </a>
            )}
            {a.mapPath && (
              <Link to={a.mapPath} className="pill-link" data-testid="agency-map">
                <Navigation aria-hidden size={14} /> {t('agencies.map')}
              </Link>
            )}
          </div>
        </article>
      )}
    </PagedList>
  );
}

/** /travel-list/{siteId}/{regionName}: a district's travel agencies, ten at a time. */
export function AgencyListScreen() {
  const { regionName = '' } = useParams();
  const data = useRouteQuery<AgencyListScreenQuery>(query);
  return (
    <div className="agencies-page" data-testid="agency-results">
      <PageHeader title={regionName} titleFromSite />
      <Agencies root={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AgencyListScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
