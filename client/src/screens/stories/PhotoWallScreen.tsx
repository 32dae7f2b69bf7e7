import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, X } from 'lucide-react';
import type { PhotoWallScreenQuery } from '../../__generated__/PhotoWallScreenQuery.graphql';
import type { PhotoWallScreen_query$key, PhotoWallScreen_query$data } from '../../__generated__/PhotoWallScreen_query.graphql';
import type { PhotoWallPaginationQuery } from '../../__generated__/PhotoWallPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { StoryAvatar } from './StoryAvatar';
import './stories.css';
import './photo-wall.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

/** Pictures a page of the wall loads. */
const PAGE = 20;

const query = graphql`
  query PhotoWallScreenQuery {
    ...PhotoWallScreen_query
  }
`;

export function photoWallLoader({ request }: { request: Request }): PreloadedQuery<PhotoWallScreenQuery> {
  prepareRequest(request);
  return preload<PhotoWallScreenQuery>(query, {}, { fresh: !isBackForward() });
}

type Picture = NonNullable<PhotoWallScreen_query$data['photoWall']>['edges'][number]['node'];

/** The picture opened over the wall: large, with its author, its place and the way to its story. */
function Viewer({ picture, onClose }: { picture: Picture; onClose(): void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { story } = picture;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="photo-viewer" role="dialog" aria-modal="true" aria-label={story.title} data-testid="photo-wall-viewer">
      <button type="button" ref={closeRef} className="photo-viewer__close" onClick={onClose} aria-label={t('common.close')}>
        <X size={24} aria-hidden />
      </button>
      <img className="photo-viewer__img" src={picture.image.large} alt={picture.image.alt || story.title} />
      <div className="photo-viewer__foot">
        <p className="photo-viewer__author" data-testid="photo-wall-author">
          <StoryAvatar url={story.author.avatar?.url ?? null} />
          <span>{story.author.nickname ?? t('stories.tourist')}</span>
        </p>
        {story.place &&
          (story.place.detailPath ? (
            <Link to={story.place.detailPath} className="photo-viewer__place" data-testid="photo-wall-place">
              <MapPin size={14} aria-hidden /> {story.place.name}
            </Link>
          ) : (
            <p className="photo-viewer__place" data-testid="photo-wall-place">
              <MapPin size={14} aria-hidden /> {story.place.name}
            </p>
          ))}
        <Link to={story.detailPath} className="photo-viewer__story" data-testid="photo-wall-story">
          {story.title}
        </Link>
      </div>
    </div>
  );
}

function Wall({ query: ref }: { query: PhotoWallScreen_query$key }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Picture | null>(null);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PhotoWallPaginationQuery, PhotoWallScreen_query$key>(
    graphql`
      fragment PhotoWallScreen_query on Query
      @refetchable(queryName: "PhotoWallPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        photoWall(first: $count, after: $cursor) @connection(key: "PhotoWallScreen_photoWall") {
          totalCount
          edges {
            node {
              key
              image {
                url(size: COVER)
                large: url(size: ORIGINAL)
                alt
              }
              story {
                title
                detailPath
                author {
                  nickname
                  avatar {
                    url(size: SMALL)
                  }
                }
                place {
                  name
                  detailPath
                }
              }
            }
          }
        }
      }
    `,
    ref,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  if (!data.photoWall) return <PartFailed testId="photo-wall-failed" />;
  return (
    <>
      <ul className="photo-wall" data-testid="photo-wall">
        {data.photoWall.edges.map(({ node }) => (
          <li key={node.key}>
            <button
              type="button"
              className="photo-wall__item"
              onClick={() => setOpen(node)}
              aria-label={t('stories.openPicture', { title: node.story.title })}
              data-testid="photo-wall-item"
            >
              <img src={node.image.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ListFooter total={data.photoWall.totalCount} hasNext={hasNext} loading={isLoadingNext} />
      {open && <Viewer picture={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** /photo-wall — visitors' pictures of the site, from its published stories; a picture opens with its author and place. */
export function PhotoWallScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<PhotoWallScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('stories.photoWall')} />
      <Wall query={data} />
    </>
  );
}
