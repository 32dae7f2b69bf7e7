import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Crosshair, MapPin, Search } from 'lucide-react';
import type { ComplaintLocationScreenQuery, PlaceKind } from '../../__generated__/ComplaintLocationScreenQuery.graphql';
import type { ComplaintLocationScreen_query$key } from '../../__generated__/ComplaintLocationScreen_query.graphql';
import type { ComplaintLocationPaginationQuery } from '../../__generated__/ComplaintLocationPaginationQuery.graphql';
import type { Known } from '../../relay/enums';
import { currentLocation } from '../../env/location';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import { showToast } from '../../env/toast';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PageHeader, useGoBack } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { patchComplaintForm } from './complaintForm';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ComplaintLocationScreenQuery($kind: PlaceKind!, $keyword: String) {
    ...ComplaintLocationScreen_query @arguments(kind: $kind, keyword: $keyword)
  }
`;

/** The kinds of place a complaint is most often about (the location is chosen on the place list). */
const KINDS: ReadonlyArray<Known<PlaceKind>> = ['SCENIC_AREA', 'HOTEL', 'FOOD', 'VENUE', 'ENTERTAINMENT', 'RURAL'];

interface LoaderData {
  ref: PreloadedQuery<ComplaintLocationScreenQuery>;
  kind: Known<PlaceKind>;
  keyword: string;
}

/** /complain-location?kind=…&q=…: where the complaint form's location is chosen. */
export function complaintLocationLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const kind = KINDS.find((k) => k === search.get('kind')) ?? 'SCENIC_AREA';
  const keyword = (search.get('q') ?? '').trim();
  return {
    ref: preload<ComplaintLocationScreenQuery>(query, { kind, keyword: keyword || null }, { fresh: !isBackForward() }),
    kind,
    keyword,
  };
}

const href = (kind: Known<PlaceKind>, keyword: string) =>
  `/complain-location?kind=${kind}${keyword ? `&q=${encodeURIComponent(keyword)}` : ''}`;

function Places({
  data,
  onPick,
}: {
  data: ComplaintLocationScreen_query$key;
  onPick(place: { id: string; name: string; point: { longitude: number; latitude: number } | null }): void;
}) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<ComplaintLocationPaginationQuery, ComplaintLocationScreen_query$key>(
    graphql`
      fragment ComplaintLocationScreen_query on Query
      @refetchable(queryName: "ComplaintLocationPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        kind: { type: "PlaceKind!" }
        keyword: { type: "String" }
      ) {
        places(kind: $kind, filter: { keyword: $keyword }, first: $count, after: $cursor) @connection(key: "ComplaintLocation_places", filters: ["kind", "filter"]) {
          totalCount
          edges {
            node {
              id
              name
              address
              regionName
              location {
                longitude
                latitude
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
      connection={paging.data.places}
      paging={paging}
      pageSize={20}
      failedTestId="places-failed"
      empty={<EmptyState text={t('complaints.location.none')} icon="search" />}
      className="location-list"
      testId="location-places"
    >
      {(place) => (
        <button
          type="button"
          className="location-item"
          onClick={() =>
            onPick({
              id: place.id,
              name: place.name,
              point: place.location ? { longitude: place.location.longitude, latitude: place.location.latitude } : null,
            })
          }
          data-testid="location-place"
        >
          <MapPin aria-hidden size={18} className="location-item__icon" />
          <span className="location-item__text">
            <span className="location-item__name">{place.name}</span>
            {(place.address || place.regionName) && <span className="location-item__address">{place.address || place.regionName}</span>}
          </span>
        </button>
      )}
    </PagedList>
  );
}

/**
 * Choosing the complaint's location: the site's places by kind (with a keyword), or where the
 * device is. The choice goes into the form's shared store, then back to the form.
 */
export function ComplaintLocationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack();
  const { ref, kind, keyword } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<ComplaintLocationScreenQuery>(query, ref);
  const [text, setText] = useState(keyword);
  const [locating, setLocating] = useState(false);

  const done = () => {
    // back to the form (it stays in the history under the picker); opened directly: the form
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) back();
    else navigate('/complain-save', { replace: true });
  };

  const locateMe = async () => {
    setLocating(true);
    const point = await currentLocation(() => undefined);
    setLocating(false);
    if (!point) {
      showToast({ message: t('complaints.location.positionFailed') });
      return;
    }
    patchComplaintForm({
      location: {
        placeId: null,
        point,
        name: t('complaints.location.myPositionName', { lng: point.longitude.toFixed(4), lat: point.latitude.toFixed(4) }),
      },
    });
    done();
  };

  return (
    <div className="complaint-location-page" data-testid="complaint-location">
      <PageHeader title={t('complaints.location.title')} />
      <div className="location-tools">
        <button type="button" className="location-here" onClick={locateMe} disabled={locating} data-testid="use-my-position">
          {locating ? <Spinner /> : <Crosshair aria-hidden size={18} />}
          {t('complaints.location.useMyPosition')}
        </button>
        <form
          className="location-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            navigate(href(kind, text.trim()), { replace: true });
          }}
        >
          <label className="sr-only" htmlFor="location-keyword">
            {t('complaints.location.searchLabel')}
          </label>
          <input
            id="location-keyword"
            type="search"
            className="location-search__input"
            value={text}
            placeholder={t('complaints.location.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="location-keyword"
          />
          <button type="submit" className="location-search__btn" aria-label={t('complaints.location.search')}>
            <Search aria-hidden size={18} />
          </button>
        </form>
      </div>
      <FilterTabs
        values={KINDS}
        current={kind}
        hrefOf={(k) => href(k ?? 'SCENIC_AREA', keyword)}
        labelOf={(k) => t(`kinds.${k}`)}
        testId="location-kinds"
      />
      <Places
        data={data}
        onPick={(place) => {
          patchComplaintForm({ location: { placeId: place.id, name: place.name, point: place.point } });
          done();
        }}
      />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ComplaintLocationScreen,
  loader: complaintLocationLoader,
  skeleton: <ListSkeleton />,
};
