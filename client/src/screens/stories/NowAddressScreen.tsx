import { useMemo, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, MapPin, MapPinOff, Search } from 'lucide-react';
import type { NowAddressScreenQuery } from '../../__generated__/NowAddressScreenQuery.graphql';
import { currentLocation } from '../../env/location';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { preload } from '../../shell/loader';
import { useInputLimits } from '../../shell/inputLimits';
import { PageHeader, useGoBack } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { MapView, type LngLat, type MapPin as Pin } from '../../widgets/map';
import { useDraft } from './draft';
import './stories.css';
export { ListSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query NowAddressScreenQuery($near: GeoPointInput, $orderBy: PlaceOrder!, $keyword: String!, $searching: Boolean!) {
    nearby: places(kind: SCENIC_AREA, near: $near, orderBy: $orderBy, first: 20) @skip(if: $searching) {
      edges {
        node {
          id
          name
          regionName
          location {
            longitude
            latitude
          }
          distance {
            text
          }
        }
      }
    }
    found: searchPlaces(keyword: $keyword, first: 20) @include(if: $searching) {
      edges {
        node {
          id
          name
          regionName
          location {
            longitude
            latitude
          }
        }
      }
    }
  }
`;

interface LoaderData {
  keyword: string;
  near: LngLat | null;
  ref: PreloadedQuery<NowAddressScreenQuery>;
}

/** Nearest scenic areas first when the position is known (none asked twice a visit), or the words searched. */
export async function nowAddressLoader({ request }: { request: Request }): Promise<LoaderData> {
  const search = prepareSignedInRequest(request);
  const keyword = search.get('q')?.trim() ?? '';
  const near = keyword ? null : await currentLocation(() => undefined);
  return {
    keyword,
    near,
    ref: preload<NowAddressScreenQuery>(query, { near, orderBy: near ? 'DISTANCE' : 'DEFAULT', keyword, searching: keyword !== '' }),
  };
}

function distanceText(node: object): string | undefined {
  return (node as { distance?: { text?: string } | null }).distance?.text;
}

function distanceOf(node: object): string {
  const d = distanceText(node);
  return d ? ` · ${d}` : '';
}

/** /now-address?draft= — the place the story being written is about: nearby, or searched; or none. */
export function NowAddressScreen() {
  const { t } = useTranslation();
  const back = useGoBack();
  const navigate = useNavigate();
  const location = useLocation();
  const limits = useInputLimits();
  const params = new URLSearchParams(location.search);
  const draftKey = params.get('draft') ?? '';
  const { keyword, near, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<NowAddressScreenQuery>(query, ref);
  const [draft, update] = useDraft(draftKey);
  const [text, setText] = useState(keyword);
  const [shown, setShown] = useState<string | null>(null);
  const list = keyword ? data.found : data.nearby;
  const edges = list?.edges;
  const pins = useMemo(
    () =>
      (edges ?? []).flatMap(({ node }, i): Pin[] =>
        node.location
          ? [
              {
                id: node.id,
                ...node.location,
                label: String(i + 1),
                name: `${i + 1}. ${node.name}${distanceText(node) ? `, ${distanceText(node)}` : ''}`,
              },
            ]
          : [],
      ),
    [edges],
  );
  if (!draftKey) return <EmptyState text={t('stories.form.noDraft')} />;
  const chosen = draft?.place?.id ?? null;
  const choose = (place: { id: string; name: string } | null) => {
    update((prev) => ({ ...prev, place }));
    back();
  };
  // a marker shows its row (the row is what chooses)
  const show = (id: string) => {
    setShown(id);
    document.getElementById(`place-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <>
      <PageHeader title={t('stories.form.place')} />
      <form
        className="search-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams({ draft: draftKey });
          if (text.trim()) next.set('q', text.trim());
          navigate(`/now-address?${next.toString()}`, { replace: true });
        }}
      >
        <label className="field">
          <span className="field__label">{t('stories.form.placeSearch')}</span>
          <input
            className="field__input"
            type="search"
            value={text}
            maxLength={limits.searchKeywordMaxLength}
            onChange={(e) => setText(e.target.value)}
            data-testid="place-keyword"
          />
        </label>
        <button type="submit" className="btn btn--primary" aria-label={t('stories.search')}>
          <Search aria-hidden size={16} />
        </button>
      </form>
      <MapView pins={pins} you={keyword ? null : near} selected={shown} onSelect={show} label={t('stories.form.placesMap')} />
      <div data-testid="place-options">
        <button type="button" className="place-option" aria-pressed={chosen === null} onClick={() => choose(null)} data-testid="place-none">
          <span className="place-option__name">
            <MapPinOff aria-hidden size={16} /> {t('stories.form.placeNone')}
          </span>
          {chosen === null && <Check aria-hidden size={18} />}
        </button>
        {!keyword && <p className="page-note">{t('stories.form.nearby')}</p>}
        {list == null ? (
          <PartFailed testId="places-failed" />
        ) : list.edges.length === 0 ? (
          <EmptyState text={t('common.noData')} icon="search" />
        ) : (
          list.edges.map(({ node }, i) => (
            <button
              key={node.id}
              id={`place-${node.id}`}
              type="button"
              className={node.id === shown ? 'place-option place-option--shown' : 'place-option'}
              aria-current={node.id === shown ? 'location' : undefined}
              aria-pressed={chosen === node.id}
              onClick={() => choose({ id: node.id, name: node.name })}
              data-testid="place-option"
            >
              <span>
                <span className="place-option__name">
                  {node.location ? (
                    <span className="place-option__n" aria-hidden>
                      {i + 1}
                    </span>
                  ) : (
                    <MapPin aria-hidden size={16} />
                  )}{' '}
                  {node.name}
                </span>
                <br />
                <span className="place-option__sub">
                  {node.regionName}
                  {distanceOf(node)}
                </span>
              </span>
              {chosen === node.id && <Check aria-hidden size={18} />}
            </button>
          ))
        )}
      </div>
    </>
  );
}
