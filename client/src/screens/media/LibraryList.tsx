import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { Rotate3d } from 'lucide-react';
import type { LibraryList_query$key } from '../../__generated__/LibraryList_query.graphql';
import type { LibraryListPaginationQuery, ScenicMediaKind } from '../../__generated__/LibraryListPaginationQuery.graphql';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { PhotoViewer } from '../../widgets/media/PhotoViewer';
import { VideoOverlay } from '../../widgets/media/VideoOverlay';
import { clock } from '../../widgets/clock';
import { AudioRow } from './AudioRow';

const EMPTY: Record<string, string> = {
  IMAGE: 'media.imageEmpty',
  VIDEO: 'media.videoEmptyLibrary',
  AUDIO: 'media.audioEmpty',
  PANORAMA: 'media.panoramaEmpty',
};

/**
 * One kind of the site's multimedia library, paged as the visitor scrolls: pictures open the
 * photo viewer, videos the video overlay, audio pieces play in the app's player, panoramas open
 * the panorama page. `onImage` replaces the viewer (the picture list opens `/image-list/{index}`).
 */
export function LibraryList({
  query,
  kind,
  returnPath,
  onImage,
}: {
  query: LibraryList_query$key;
  kind: ScenicMediaKind;
  returnPath: string;
  onImage?(index: number): void;
}) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<LibraryListPaginationQuery, LibraryList_query$key>(
    graphql`
      fragment LibraryList_query on Query
      @refetchable(queryName: "LibraryListPaginationQuery")
      @argumentDefinitions(kind: { type: "ScenicMediaKind!" }, count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        scenicMedia(kind: $kind, first: $count, after: $cursor) @connection(key: "LibraryList_scenicMedia", filters: ["kind"]) {
          totalCount
          edges {
            node {
              __typename
              id
              upstreamId
              title
              description
              cover {
                url(size: COVER)
                alt
              }
              ... on ScenicImage {
                image {
                  full: url(size: ORIGINAL)
                }
              }
              ... on ScenicVideo {
                duration
                video {
                  url
                }
              }
              ...AudioRow_item @alias(as: "audio")
            }
          }
        }
      }
    `,
    query,
  );
  const [viewing, setViewing] = useState<number | null>(null);
  const [playing, setPlaying] = useState<{ url: string; poster: string | null; title: string } | null>(null);
  const nodes = data.scenicMedia?.edges.map((e) => e.node) ?? [];
  // the pictures in list order (their index is the one /image-list/{index} takes)
  const pictures = nodes.filter((n) => n.__typename === 'ScenicImage');
  const photos = pictures.map((n) => ({ url: n.image?.full ?? n.cover?.url ?? '', alt: n.cover?.alt || n.title, caption: n.title }));
  const grid = kind === 'IMAGE' || kind === 'PANORAMA';
  return (
    <>
      <PagedList
        connection={data.scenicMedia}
        paging={paging}
        pageSize={12}
        failedTestId="library-failed"
        empty={<EmptyState text={t(EMPTY[kind] ?? 'media.imageEmpty')} />}
        className={grid ? 'media-grid' : 'media-rows'}
        testId={`library-list-${kind.toLowerCase()}`}
      >
        {(n) => {
          if (n.__typename === 'ScenicImage') {
            const index = pictures.findIndex((p) => p.id === n.id);
            return (
              <button
                type="button"
                className="media-tile"
                onClick={() => (onImage ? onImage(index) : setViewing(index))}
                data-testid="library-image"
              >
                <Img src={n.cover?.url} alt="" className="media-tile__img" />
                <span className="media-tile__title">{n.title}</span>
              </button>
            );
          }
          if (n.__typename === 'Panorama') {
            return (
              <Link to={`/spot-panorama?id=${encodeURIComponent(n.upstreamId)}`} className="media-tile" data-testid="library-panorama">
                <Img src={n.cover?.url} alt="" className="media-tile__img" />
                <span className="media-tile__badge" aria-hidden>
                  <Rotate3d size={16} />
                </span>
                <span className="media-tile__title">{n.title}</span>
              </Link>
            );
          }
          if (n.__typename === 'ScenicVideo' && n.video) {
            const video = n.video;
            return (
              <button
                type="button"
                className="media-row"
                onClick={() => setPlaying({ url: video.url, poster: n.cover?.url ?? null, title: n.title })}
                data-testid="library-video"
              >
                <span className="media-row__cover">
                  <Img src={n.cover?.url} alt="" className="media-row__img" />
                  <span className="video-tile__play" aria-hidden>
                    <Play size={18} />
                  </span>
                </span>
                <span className="media-row__text">
                  <span className="media-row__title">{n.title}</span>
                  <span className="media-row__meta">{n.duration ? t('media.duration', { time: clock(n.duration) }) : n.description}</span>
                </span>
              </button>
            );
          }
          return n.audio ? <AudioRow item={n.audio} returnPath={returnPath} /> : null;
        }}
      </PagedList>
      {viewing !== null && photos.length > 0 && (
        <PhotoViewer
          photos={photos}
          start={viewing}
          label={t('media.viewer')}
          stepLabels={{ previous: t('media.previous'), next: t('media.next') }}
          onClose={() => setViewing(null)}
        />
      )}
      {playing && <VideoOverlay src={playing.url} poster={playing.poster} title={playing.title} onClose={() => setPlaying(null)} />}
    </>
  );
}
