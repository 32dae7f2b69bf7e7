import './heritage.css';
import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageMediaScreenQuery } from '../../__generated__/HeritageMediaScreenQuery.graphql';
import type { HeritageMediaScreen_query$key } from '../../__generated__/HeritageMediaScreen_query.graphql';
import type { HeritageMediaPaginationQuery } from '../../__generated__/HeritageMediaPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { HeritageMediaCard } from './HeritageMediaCard';
import { HeritageAudioBar, HeritageVideoOverlay } from './HeritageMediaPlayer';

const query = graphql`
  query HeritageMediaScreenQuery($kind: HeritageMediaKind!, $id: ID!, $withSelected: Boolean!) {
    selected: nodeByUpstreamId(type: "HeritageMedia", upstreamId: $id) @include(if: $withSelected) {
      ... on HeritageMedia {
        upstreamId
        kind
      }
      ...HeritageMediaPlayer_media @alias(as: "player")
    }
    ...HeritageMediaScreen_query @arguments(kind: $kind)
  }
`;

type Kind = 'VIDEO' | 'AUDIO';

interface LoaderData {
  kind: Kind;
  ref: PreloadedQuery<HeritageMediaScreenQuery>;
}

/** /intangible-video[/:id], /intangible-audio[/:id]: the list, and the piece the address names (played at once). */
export function heritageMediaLoader(kind: Kind) {
  return ({ request, params }: { request: Request; params: { id?: string } }): LoaderData => {
    prepareRequest(request);
    const id = params.id ?? '';
    return { kind, ref: preload<HeritageMediaScreenQuery>(query, { kind, id, withSelected: id !== '' }, { fresh: !isBackForward() }) };
  };
}

function MediaList({
  query: ref,
  playing,
  onPlay,
}: {
  query: HeritageMediaScreen_query$key;
  playing: string | null;
  onPlay(node: { upstreamId: string }): void;
}) {
  const { data, ...paging } = usePaginationFragment<HeritageMediaPaginationQuery, HeritageMediaScreen_query$key>(
    graphql`
      fragment HeritageMediaScreen_query on Query
      @refetchable(queryName: "HeritageMediaPaginationQuery")
      @argumentDefinitions(kind: { type: "HeritageMediaKind!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        heritageMedia(kind: $kind, first: $count, after: $cursor) @connection(key: "HeritageMediaScreen_heritageMedia", filters: ["kind"]) {
          totalCount
          edges {
            node {
              id
              upstreamId
              ...HeritageMediaCard_media
              ...HeritageMediaPlayer_media
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageMedia}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="heritage-media-list"
      testId="heritage-media"
    >
      {(node) => <HeritageMediaCard media={node} playing={node.upstreamId === playing} onPlay={() => onPlay(node)} />}
    </PagedList>
  );
}

/**
 * The heritage video and audio lists: a video plays in the overlay, an audio in the bar at the
 * bottom; both pick up where they were left (playback.ts).
 */
export function HeritageMediaScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { kind, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<HeritageMediaScreenQuery>(query, ref);
  const listPath = kind === 'AUDIO' ? '/intangible-audio' : '/intangible-video';
  // the piece the address names opens at once; one of the other kind goes to its own page
  const wrongKind = data.selected?.kind && data.selected.upstreamId && data.selected.kind !== kind ? data.selected : null;
  useEffect(() => {
    if (wrongKind?.upstreamId)
      navigate(`${wrongKind.kind === 'AUDIO' ? '/intangible-audio' : '/intangible-video'}/${encodeURIComponent(wrongKind.upstreamId)}`, {
        replace: true,
      });
  }, [wrongKind, navigate]);
  const initial = data.selected?.player && data.selected.upstreamId && !wrongKind ? data.selected : null;
  const [playing, setPlaying] = useState<string | null>(initial?.upstreamId ?? null);
  const [chosen, setChosen] = useState<Parameters<typeof HeritageVideoOverlay>[0]['media'] | null>(initial?.player ?? null);
  const close = () => {
    setPlaying(null);
    setChosen(null);
    if (window.location.hash.replace(/^#/, '').split('?')[0] !== listPath) navigate(listPath, { replace: true });
  };
  const play = (node: { upstreamId: string } & Parameters<typeof HeritageVideoOverlay>[0]['media']) => {
    setPlaying(node.upstreamId);
    setChosen(node);
  };
  return (
    <>
      <PageHeader title={kind === 'AUDIO' ? t('heritage.kinds.audios') : t('heritage.kinds.videos')} />
      <div
        className={chosen && kind === 'AUDIO' ? 'heritage-page heritage-page--with-player' : 'heritage-page'}
        data-testid={kind === 'AUDIO' ? 'heritage-audio-list' : 'heritage-video-list'}
      >
        <MediaList query={data} playing={playing} onPlay={play} />
      </div>
      {chosen && kind === 'VIDEO' && <HeritageVideoOverlay key={playing} media={chosen} onClose={close} />}
      {chosen && kind === 'AUDIO' && <HeritageAudioBar media={chosen} onClose={close} />}
    </>
  );
}
