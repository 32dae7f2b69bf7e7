import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PanoramaScreenQuery } from '../../__generated__/PanoramaScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { PanoramaViewer } from './PanoramaViewer';
import './media.css';

const query = graphql`
  query PanoramaScreenQuery($id: ID!, $hasId: Boolean!) {
    chosen: nodeByUpstreamId(type: "Panorama", upstreamId: $id) @include(if: $hasId) {
      ... on Panorama {
        upstreamId
        title
        description
        panoramaUrl
        placeName
      }
    }
    scenicMedia(kind: PANORAMA, first: 24) {
      totalCount
      edges {
        node {
          id
          upstreamId
          title
          placeName
          cover {
            url(size: COVER)
            alt
          }
          ... on Panorama {
            panoramaUrl
            description
          }
        }
      }
    }
  }
`;

export function panoramaLoader({ request }: { request: Request }): PreloadedQuery<PanoramaScreenQuery> {
  const search = prepareRequest(request);
  const id = search.get('id') ?? '';
  return preload<PanoramaScreenQuery>(query, { id, hasId: id !== '' });
}

/** /spot-panorama[?id=] (CS-PANORAMIC): a panorama to turn around in, and the site's others to pick from. */
export function PanoramaScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<PanoramaScreenQuery>(query);
  const list = data.scenicMedia?.edges.map((e) => e.node) ?? [];
  const first = list[0];
  const shown = data.chosen?.panoramaUrl
    ? {
        upstreamId: data.chosen.upstreamId ?? '',
        title: data.chosen.title ?? '',
        description: data.chosen.description,
        url: data.chosen.panoramaUrl,
        placeName: data.chosen.placeName,
      }
    : first?.panoramaUrl
      ? {
          upstreamId: first.upstreamId,
          title: first.title,
          description: first.description,
          url: first.panoramaUrl,
          placeName: first.placeName,
        }
      : null;
  const current = search.get('id') ?? shown?.upstreamId;
  return (
    <div data-testid="panorama-screen">
      <PageHeader title={t('media.panoramas')} />
      {shown ? (
        <>
          <PanoramaViewer key={shown.url} url={shown.url} title={shown.title} />
          <section className="detail__card panorama-info">
            <h2 className="panorama-info__title" data-testid="panorama-title">
              {shown.title}
            </h2>
            {shown.description && <p className="panorama-info__text">{shown.description}</p>}
          </section>
        </>
      ) : data.scenicMedia == null ? (
        <PartFailed testId="panoramas-failed" />
      ) : (
        <EmptyState text={t('media.panoramaEmpty')} />
      )}
      {list.length > 1 && (
        <ul className="media-grid" data-testid="panorama-list">
          {list.map((p) => (
            <li key={p.id}>
              <Link
                to={`/spot-panorama?id=${encodeURIComponent(p.upstreamId)}`}
                replace
                className={p.upstreamId === current ? 'media-tile media-tile--on' : 'media-tile'}
                aria-current={p.upstreamId === current ? 'true' : undefined}
                data-testid="panorama-pick"
              >
                <Img src={p.cover?.url} alt="" className="media-tile__img" />
                <span className="media-tile__title">{p.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { DetailSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
