import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceDetailScreenQuery } from '../../__generated__/PlaceDetailScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import type { PlaceRoute } from '../../shell/placeKinds';
import { PlaceDetail } from './PlaceDetail';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { DetailSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query PlaceDetailScreenQuery($type: String!, $id: ID!) {
    node: nodeByUpstreamId(type: $type, upstreamId: $id) {
      __typename
      ...PlaceDetail_place @alias(as: "place")
    }
  }
`;

interface LoaderData {
  route: PlaceRoute;
  ref: PreloadedQuery<PlaceDetailScreenQuery>;
}

export function placeDetailLoader(route: PlaceRoute) {
  return ({ request, params }: { request: Request; params: { id?: string } }): LoaderData => {
    prepareRequest(request);
    return { route, ref: preload<PlaceDetailScreenQuery>(query, { type: route.typeName, id: params.id ?? '' }) };
  };
}

/** /scenic-detail/:id, /hotel-detail/:id, … (the route id is the place's upstreamId). */
export function PlaceDetailScreen() {
  const { t } = useTranslation();
  const { route, ref } = useLoaderData() as LoaderData;
  const { node } = usePreloadedQuery<PlaceDetailScreenQuery>(query, ref);
  if (!node?.place || node.__typename !== route.typeName)
    return <NotFoundPage title={t(`kinds.${route.kind}`)} text={t('place.notFound')} />;
  return <PlaceDetail place={node.place} />;
}

/** The skeleton while the query loads: a place: its gallery under the see-through header, the name and facts, more cards. */
export const ScreenSkeleton = () => <DetailSkeleton cards={2} />;
