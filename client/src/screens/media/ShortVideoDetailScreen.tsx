import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { MessageCircle } from 'lucide-react';
import { MapPin } from 'lucide-react';
import type { ShortVideoDetailScreenQuery } from '../../__generated__/ShortVideoDetailScreenQuery.graphql';
import type { ShortVideoDetailScreen_video$key } from '../../__generated__/ShortVideoDetailScreen_video.graphql';
import type { ShortVideoDetailScreen_comments$key } from '../../__generated__/ShortVideoDetailScreen_comments.graphql';
import type { ShortVideoCommentsPaginationQuery } from '../../__generated__/ShortVideoCommentsPaginationQuery.graphql';
import type { ShortVideoDetailScreenLikeMutation } from '../../__generated__/ShortVideoDetailScreenLikeMutation.graphql';
import type { ShortVideoDetailScreenCommentMutation } from '../../__generated__/ShortVideoDetailScreenCommentMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useInputLimits } from '../../shell/inputLimits';
import { showToast } from '../../env/toast';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { FormSheet } from '../../widgets/comments/FormSheet';
import { CappedTextarea } from '../../widgets/comments/CappedTextarea';
import { Player } from './Player';
import './media.css';

const query = graphql`
  query ShortVideoDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "ShortVideo", upstreamId: $id) {
      __typename
      ...ShortVideoDetailScreen_video @alias(as: "video")
      ...ShortVideoDetailScreen_comments @alias(as: "comments")
    }
  }
`;

export function shortVideoDetailLoader({ request }: { request: Request }): PreloadedQuery<ShortVideoDetailScreenQuery> {
  const search = prepareRequest(request);
  return preload<ShortVideoDetailScreenQuery>(query, { id: search.get('id') ?? '' }, { fresh: true });
}

const likeMutation = graphql`
  mutation ShortVideoDetailScreenLikeMutation($input: SetShortVideoLikeInput!) @raw_response_type {
    setShortVideoLike(input: $input) {
      video {
        id
        likeCount
        viewerHasLiked
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const commentMutation = graphql`
  mutation ShortVideoDetailScreenCommentMutation($input: AddShortVideoCommentInput!, $connections: [ID!]!) {
    addShortVideoComment(input: $input) {
      commentEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          content
          createdAt
          author {
            nickname
            avatar {
              url(size: SMALL)
            }
          }
        }
      }
      video {
        id
        commentCount
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function Comments({ video, onWrite }: { video: ShortVideoDetailScreen_comments$key; onWrite(): void }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ShortVideoCommentsPaginationQuery,
    ShortVideoDetailScreen_comments$key
  >(
    graphql`
      fragment ShortVideoDetailScreen_comments on ShortVideo
      @refetchable(queryName: "ShortVideoCommentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        comments(first: $count, after: $cursor) @connection(key: "ShortVideo_comments") {
          totalCount
          edges {
            node {
              id
              content
              createdAt
              author {
                nickname
                avatar {
                  url(size: SMALL)
                }
              }
            }
          }
        }
      }
    `,
    video,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const comments = data.comments;
  return (
    <section className="detail__card short-comments" aria-labelledby="short-comments-title">
      <h2 className="detail__h2" id="short-comments-title">
        {t('media.comments')}
      </h2>
      {comments == null ? (
        <PartFailed testId="short-comments-failed" />
      ) : comments.edges.length === 0 ? (
        <button type="button" className="short-comments__empty" onClick={onWrite}>
          {t('media.noComments')}
        </button>
      ) : (
        <>
          <ul className="short-comments__list" data-testid="short-comments">
            {comments.edges.map(({ node }) => (
              <li key={node.id} className="short-comment" data-testid="short-comment">
                <Img src={node.author.avatar?.url} alt="" className="short-comment__avatar" />
                <div className="short-comment__body">
                  <p className="short-comment__head">
                    <span className="short-comment__name">{node.author.nickname}</span>
                    {node.createdAt && <time dateTime={node.createdAt}>{formatRelative(node.createdAt, i18n.language)}</time>}
                  </p>
                  <p className="short-comment__text">{node.content}</p>
                </div>
              </li>
            ))}
          </ul>
          <ListFooter total={comments.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      )}
    </section>
  );
}

function CommentSheet({ videoId, onClose }: { videoId: string; onClose(): void }) {
  const { t } = useTranslation();
  const limits = useInputLimits();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<ShortVideoDetailScreenCommentMutation>(commentMutation);
  const submit = async () => {
    const res = await commit({
      variables: { input: { videoId, content: text }, connections: [ConnectionHandler.getConnectionID(videoId, 'ShortVideo_comments')] },
    });
    if (!res) return;
    const first = res.errors[0];
    if (first) {
      // the text stays as typed; the gateway's words under the box
      setError(first.message);
      return;
    }
    showToast({ message: t('media.commentSent'), type: 'success' });
    onClose();
  };
  return (
    <FormSheet
      title={t('media.commentTitle')}
      titleId="short-comment-sheet-title"
      submitLabel={t('media.send')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="short-comment-sheet"
      submitTestId="short-comment-send"
    >
      <CappedTextarea
        value={text}
        onChange={(v) => {
          setText(v);
          setError(null);
        }}
        max={limits.commentMaxLength}
        rows={4}
        placeholder={t('media.writeComment')}
        ariaLabel={t('media.commentTitle')}
        testId="short-comment-input"
        describedBy={error ? 'short-comment-error' : undefined}
      />
      {error && (
        <p className="form-error" role="alert" id="short-comment-error" data-testid="short-comment-error">
          {error}
        </p>
      )}
    </FormSheet>
  );
}

function Video({ video, comments }: { video: ShortVideoDetailScreen_video$key; comments: ShortVideoDetailScreen_comments$key }) {
  const { t } = useTranslation();
  const v = useFragment(
    graphql`
      fragment ShortVideoDetailScreen_video on ShortVideo {
        id
        title
        likeCount
        commentCount
        viewCount
        viewerHasLiked
        placeName
        placePath
        video {
          url
          poster {
            url(size: COVER)
          }
        }
        author {
          nickname
          avatar {
            url(size: SMALL)
          }
        }
      }
    `,
    video,
  );
  const [writing, setWriting] = useState(false);
  const [like, liking] = useGraphMutation<ShortVideoDetailScreenLikeMutation>(likeMutation);
  const toggleLike = () => {
    void requireLogin().then((ok) => {
      if (!ok || liking) return;
      const liked = !v.viewerHasLiked;
      void like({
        variables: { input: { videoId: v.id, liked } },
        optimisticResponse: {
          setShortVideoLike: { video: { id: v.id, likeCount: v.likeCount + (liked ? 1 : -1), viewerHasLiked: liked }, errors: [] },
        },
      }).then((res) => {
        const refused = res?.errors[0];
        if (refused) showToast({ message: refused.message });
      });
    });
  };
  const write = () => {
    void requireLogin().then((ok) => ok && setWriting(true));
  };
  return (
    <>
      <div className="short-video">
        <Player src={v.video.url} poster={v.video.poster?.url ?? null} title={v.title} />
      </div>
      <div className="detail detail--with-bar">
        <section className="detail__card short-video__head">
          <h1 className="short-video__title" data-testid="short-video-title">
            {v.title}
          </h1>
          <p className="short-video__author">
            <Img src={v.author.avatar?.url} alt="" className="short-comment__avatar" />
            <span>{v.author.nickname}</span>
            <span className="short-video__views">{t('media.views', { count: v.viewCount })}</span>
          </p>
          {v.placeName && (
            <p className="short-video__place">
              <MapPin size={15} aria-hidden />
              {v.placePath ? <Link to={v.placePath}>{v.placeName}</Link> : v.placeName}
            </p>
          )}
        </section>
        <Comments video={comments} onWrite={write} />
      </div>
      <div className="short-bar">
        <button type="button" className="short-bar__write" onClick={write} data-testid="short-comment-open">
          {t('media.writeComment')}
        </button>
        <button
          type="button"
          className={v.viewerHasLiked ? 'short-bar__btn short-bar__btn--on' : 'short-bar__btn'}
          onClick={toggleLike}
          aria-pressed={v.viewerHasLiked}
          data-testid="short-like"
        >
          <Heart size={22} fill={v.viewerHasLiked ? 'currentColor' : 'none'} aria-hidden />
          <span className="sr-only">{t('media.like')}</span>
          <span data-testid="short-like-count">{v.likeCount}</span>
        </button>
        <span className="short-bar__btn">
          <MessageCircle size={22} aria-hidden />
          <span className="sr-only">{t('media.comments')}</span>
          <span data-testid="short-comment-count">{v.commentCount}</span>
        </span>
      </div>
      {writing && <CommentSheet videoId={v.id} onClose={() => setWriting(false)} />}
    </>
  );
}

/** /short-video-detail?id={id}: the video (plays by itself), its likes and its comments (stream media). */
export function ShortVideoDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<ShortVideoDetailScreenQuery>(query);
  return (
    <div data-testid="short-video-detail">
      {node?.video && node.comments ? (
        <>
          <PageHeader title={t('media.shortVideo')} />
          <Video video={node.video} comments={node.comments} />
        </>
      ) : (
        <NotFoundPage title={t('media.shortVideo')} text={t('media.videoNotFound')} />
      )}
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { DetailSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
