import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceListScreenQuery } from '../../__generated__/PlaceListScreenQuery.graphql';
import { buildFilter } from './buildFilter';
import { isBackForward, pageReloading, prepareRequest, preload } from '../../shell/loader';
import { currentLocation } from '../../env/location';
import { showToast } from '../../env/toast';
import i18n from '../../i18n';
import type { PlaceRoute } from '../../shell/placeKinds';
import { PageHeader } from '../../widgets/PageHeader';
import { PlaceFilters } from './PlaceFilters';
import { PlaceList } from './PlaceList';
import { ListSkeleton } from '../../widgets/Skeleton';
import './introduce.css';

const query = graphql`
  query PlaceListScreenQuery($kind: PlaceKind!, $filter: PlaceFilter, $near: GeoPointInput, $region: String!, $regionSet: Boolean!) {
    site {
      ...PlaceFilters_site @arguments(region: $region, regionSet: $regionSet)
    }
    ...PlaceList_query @arguments(kind: $kind, filter: $filter, near: $near)
  }
`;

interface LoaderData {
  route: PlaceRoute;
  ref: PreloadedQuery<PlaceListScreenQuery>;
}

export function placeListLoader(route: PlaceRoute) {
  return async ({ request, params }: { request: Request; params: { siteId?: string } }): Promise<LoaderData> => {
    const fresh = !isBackForward();
    const search = prepareRequest(request);
    // the page reloads for another site: ask for the position (and tell a failure) on the new one
    if (pageReloading()) return new Promise<LoaderData>(() => undefined);
    // "Failed to get current location" (4000 ms) when no location is known; once a visit.
    const near = await currentLocation(() => showToast({ message: () => i18n.t('errors.locationFailed'), duration: 4000 }));
    const filter = buildFilter(route, search, params.siteId);
    // the chosen region's name (the filter's label) comes with the list; the tree, when the panel opens
    const region = filter?.regionCode ?? '';
    const ref = preload<PlaceListScreenQuery>(query, { kind: route.kind, filter, near, region, regionSet: region !== '' }, { fresh });
    return { route, ref };
  };
}

/** /scenic-list, /hotel-list, … : a filterable, infinitely scrolling list of one kind of place. */
export function PlaceListScreen() {
  const { t } = useTranslation();
  const { route, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<PlaceListScreenQuery>(query, ref);
  return (
    <>
      <PageHeader
        title={t(`kinds.${route.kind}`)}
        right={
          route.introduce && (
            <Link
              to={`/${route.introduce}`}
              className="place-introduce-link"
              aria-label={t('places.introduce.open', { kind: t(`kinds.${route.kind}`) })}
              data-testid="place-introduce-link"
            >
              <Info size={22} aria-hidden />
            </Link>
          )
        }
      />
      <div className="place-list" data-testid="place-list" data-kind={route.kind}>
        <PlaceFilters site={data.site} levelFilter={route.levelFilter} />
        <PlaceList query={data} />
      </div>
    </>
  );
}

/** The skeleton while the query loads: a list of places: the header, the filters, the cards. */
export const ScreenSkeleton = () => <ListSkeleton header tabs={3} />;
