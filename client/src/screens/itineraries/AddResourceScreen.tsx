import { useState } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { AddResourceScreenQuery, PlaceKind } from '../../__generated__/AddResourceScreenQuery.graphql';
import type { AddResourceScreen_nearby$key } from '../../__generated__/AddResourceScreen_nearby.graphql';
import type { AddResourcePaginationQuery } from '../../__generated__/AddResourcePaginationQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { useItineraryEdits } from './useItineraryEdits';
import { RESOURCE_TYPE_OF_KIND } from './format';
import './itineraries.css';

/** The kinds a traveller adds most, in this order. */
const KINDS: PlaceKind[] = ['SCENIC_SPOT', 'SCENIC_AREA', 'FOOD', 'VENUE', 'HOTEL', 'ENTERTAINMENT', 'RURAL', 'EXHIBITION'];

const query = graphql`
  query AddResourceScreenQuery($id: ID!, $dayId: ID!, $sourceId: ID, $kind: PlaceKind!) {
    node: nodeByUpstreamId(type: "Itinerary", upstreamId: $id) {
      ... on Itinerary @alias(as: "itinerary") {
        id
        upstreamId
        version
        isEditable
        editPath
        dayPlans {
          id
          upstreamId
          dayNumber
          stops {
            id
            upstreamId
            name
          }
        }
      }
    }
    ...AddResourceScreen_nearby @arguments(itineraryId: $id, dayId: $dayId, nearStopId: $sourceId, kind: $kind)
  }
`;

/**
 * /itinerary-detail-add-resource/:journeyId/:dayId/:sourceId (login) — places near a stop
 * (`sourceId`; `0`: the day's last stop), by kind, nearest first, to add after it.
 */
export function addResourceLoader({
  request,
  params,
}: {
  request: Request;
  params: { journeyId?: string; dayId?: string; sourceId?: string };
}): PreloadedQuery<AddResourceScreenQuery> {
  const kind = (new URL(request.url).searchParams.get('kind') ?? 'SCENIC_SPOT') as PlaceKind;
  return preloadSignedIn<AddResourceScreenQuery>(request, query, {
    id: params.journeyId ?? '',
    dayId: params.dayId ?? '',
    sourceId: params.sourceId && params.sourceId !== '0' ? params.sourceId : null,
    kind: KINDS.includes(kind) ? kind : 'SCENIC_SPOT',
  });
}

function Nearby({
  query: ref,
  onAdd,
  busy,
  journeyId,
  dayId,
  afterId,
}: {
  query: AddResourceScreen_nearby$key;
  onAdd(placeId: string): void;
  busy: boolean;
  journeyId: string;
  dayId: string;
  afterId: string;
}) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AddResourcePaginationQuery, AddResourceScreen_nearby$key>(
    graphql`
      fragment AddResourceScreen_nearby on Query
      @refetchable(queryName: "AddResourcePaginationQuery")
      @argumentDefinitions(
        itineraryId: { type: "ID!" }
        dayId: { type: "ID!" }
        nearStopId: { type: "ID" }
        kind: { type: "PlaceKind!" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        itineraryNearbyPlaces(itineraryId: $itineraryId, dayId: $dayId, nearStopId: $nearStopId, kind: $kind, first: $count, after: $cursor)
          @connection(key: "AddResourceScreen_itineraryNearbyPlaces") {
          totalCount
          edges {
            node {
              id
              upstreamId
              kind
              name
              regionName
              cover {
                url(size: SMALL)
                alt
              }
              distance {
                text
              }
            }
          }
        }
      }
    `,
    ref,
  );
  const params = new URLSearchParams({ journeyId, dayId, after: afterId });
  return (
    <PagedList
      connection={data.itineraryNearbyPlaces}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="nearby-failed"
      empty={<EmptyState text={t('itineraries.add.empty')} />}
      className="trip-list"
      testId="nearby-places"
    >
      {(p) => (
        <div className="place-pick" data-testid="nearby-place">
          <Link
            to={`/itinerary-add-resource-detail/${RESOURCE_TYPE_OF_KIND[p.kind] ?? 'CONTENT_TYPE_SCENERY'}/${encodeURIComponent(p.upstreamId)}?${params.toString()}`}
            className="place-pick__link"
          >
            <Img className="place-pick__img" src={p.cover?.url} alt="" />
            <span className="place-pick__body">
              <span className="place-pick__name">{p.name}</span>
              <span className="place-pick__meta">{[p.distance?.text, p.regionName].filter(Boolean).join(' · ')}</span>
            </span>
          </Link>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={busy}
            aria-label={t('itineraries.add.addNamed', { name: p.name })}
            onClick={() => onAdd(p.id)}
            data-testid="add-place"
          >
            <Plus size={16} aria-hidden /> {t('itineraries.add.add')}
          </button>
        </div>
      )}
    </PagedList>
  );
}

export function AddResourceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { dayId, sourceId } = useParams();
  const [search] = useSearchParams();
  const kind = (search.get('kind') ?? 'SCENIC_SPOT') as PlaceKind;
  const data = useRouteQuery<AddResourceScreenQuery>(query);
  const it = data.node?.itinerary;
  const edits = useItineraryEdits(it?.id ?? '', it?.version ?? 0);
  const [adding, setAdding] = useState(false);
  if (!it?.isEditable) return <NotFoundPage title={t('itineraries.add.title')} text={t('itineraries.notEditable')} />;
  const days = it.dayPlans ?? [];
  const day = days.find((d) => d.upstreamId === dayId);
  if (!day) return <NotFoundPage title={t('itineraries.add.title')} text={t('itineraries.notFound')} />;
  const anchor = day.stops.find((s) => s.upstreamId === sourceId) ?? day.stops[day.stops.length - 1] ?? days.flatMap((d) => d.stops)[0];
  const add = async (placeId: string) => {
    setAdding(true);
    const errors = await edits.add(day.id, placeId, anchor && day.stops.includes(anchor) ? anchor.id : null);
    setAdding(false);
    if (errors && errors.length === 0) navigate(it.editPath, { replace: true });
  };
  return (
    <div className="trip-page" data-testid="add-resource">
      <PageHeader title={t('itineraries.add.title')} />
      <p className="list-count">
        {anchor ? t('itineraries.add.near', { day: day.dayNumber, name: anchor.name }) : t('itineraries.day', { n: day.dayNumber })}
      </p>
      <nav className="kind-tabs" aria-label={t('itineraries.add.kinds')}>
        {KINDS.map((k) => (
          <Link
            key={k}
            to={`?kind=${k}`}
            replace
            className={k === kind ? 'kind-tab kind-tab--on' : 'kind-tab'}
            aria-current={k === kind ? 'page' : undefined}
          >
            {t(`kinds.${k}`)}
          </Link>
        ))}
      </nav>
      {anchor ? (
        <Nearby
          query={data}
          onAdd={(id) => void add(id)}
          busy={adding || edits.busy}
          journeyId={it.upstreamId}
          dayId={day.upstreamId}
          afterId={day.stops.includes(anchor) ? anchor.upstreamId : ''}
        />
      ) : (
        <EmptyState text={t('itineraries.add.empty')} />
      )}
    </div>
  );
}
