import { useState } from 'react';
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
        }
      }
    }
  }
`;

interface LoaderData {
  keyword: string;
  ref: PreloadedQuery<NowAddressScreenQuery>;
}

/** Nearest scenic areas first when the position is known (none asked twice a visit), or the words searched. */
export async function nowAddressLoader({ request }: { request: Request }): Promise<LoaderData> {
  const search = prepareSignedInRequest(request);
  const keyword = search.get('q')?.trim() ?? '';
  const near = keyword ? null : await currentLocation(() => undefined);
  return {
    keyword,
    ref: preload<NowAddressScreenQuery>(query, { near, orderBy: near ? 'DISTANCE' : 'DEFAULT', keyword, searching: keyword !== '' }),
  };
}

function distanceOf(node: object): string {
  const d = (node as { distance?: { text?: string } | null }).distance;
  return d?.text ? ` · ${d.text}` : '';
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
  const { keyword, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<NowAddressScreenQuery>(query, ref);
  const [draft, update] = useDraft(draftKey);
  const [text, setText] = useState(keyword);
  if (!draftKey) return <EmptyState text={t('stories.form.noDraft')} />;
  const list = keyword ? data.found : data.nearby;
  const chosen = draft?.place?.id ?? null;
  const choose = (place: { id: string; name: string } | null) => {
    update((prev) => ({ ...prev, place }));
    back();
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
          list.edges.map(({ node }) => (
            <button
              key={node.id}
              type="button"
              className="place-option"
              aria-pressed={chosen === node.id}
              onClick={() => choose({ id: node.id, name: node.name })}
              data-testid="place-option"
            >
              <span>
                <span className="place-option__name">
                  <MapPin aria-hidden size={16} /> {node.name}
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
