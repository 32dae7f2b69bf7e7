import { Suspense, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { KeyType } from 'react-relay/relay-hooks/helpers';
import type { OperationType } from 'relay-runtime';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentsScreenQuery } from '../../__generated__/CommentsScreenQuery.graphql';
import type { CommentsPage_place$key } from '../../__generated__/CommentsPage_place.graphql';
import type { CommentsPage_article$key } from '../../__generated__/CommentsPage_article.graphql';
import type { CommentsPage_activity$key } from '../../__generated__/CommentsPage_activity.graphql';
import type { CommentsPagePlacePaginationQuery } from '../../__generated__/CommentsPagePlacePaginationQuery.graphql';
import type { CommentsPageArticlePaginationQuery } from '../../__generated__/CommentsPageArticlePaginationQuery.graphql';
import type { CommentsPageActivityPaginationQuery } from '../../__generated__/CommentsPageActivityPaginationQuery.graphql';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import type { CommentSummary_summary$key } from '../../__generated__/CommentSummary_summary.graphql';
import { prepareRequest, preload, isBackForward } from '../../shell/loader';
import { PLACE_ROUTES } from '../../shell/placeKinds';
import { requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, Spinner } from '../../widgets/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { CommentItem } from '../../widgets/comments/CommentItem';
import { CommentSummary } from '../../widgets/comments/CommentSummary';
import { CommentBox } from '../../widgets/comments/CommentBox';

const query = graphql`
  query CommentsScreenQuery($type: String!, $id: ID!) {
    node: nodeByUpstreamId(type: $type, upstreamId: $id) {
      id
      __typename
      ...CommentsPage_place @alias(as: "place")
      ...CommentsPage_article @alias(as: "article")
      ...CommentsPage_activity @alias(as: "activity")
      ... on Place {
        name
      }
      ... on Activity {
        activityName: name
      }
      ... on NewsArticle {
        title
      }
    }
  }
`;

const TYPES = new Set(['NewsArticle', 'Activity', ...PLACE_ROUTES.map((r) => r.typeName)]);

interface LoaderData {
  typeName: string;
  ref: PreloadedQuery<CommentsScreenQuery>;
}

/** /simple-comment/:type/:id and /news-comment/:type/:id — `type` is the resource's type name. */
export function commentsLoader({ request, params }: { request: Request; params: { type?: string; id?: string } }): LoaderData {
  prepareRequest(request);
  const typeName = TYPES.has(params.type ?? '') ? (params.type as string) : 'NewsArticle';
  return { typeName, ref: preload<CommentsScreenQuery>(query, { type: typeName, id: params.id ?? '' }, { fresh: !isBackForward() }) };
}

interface ListProps {
  edges: ReadonlyArray<{ readonly node: { readonly id: string } & CommentItem_comment$key }>;
  total: number;
  summary: CommentSummary_summary$key | null | undefined;
  hasNext: boolean;
  loading: boolean;
  loadNext(): void;
}

function CommentsList({ edges, total, summary, hasNext, loading, loadNext }: ListProps) {
  useInfiniteScroll(hasNext, loading, loadNext);
  return (
    <>
      {summary && (
        <div className="detail__card">
          <CommentSummary summary={summary} />
        </div>
      )}
      {edges.length > 0 && (
        <ul className="comment-list detail__card" data-testid="comments">
          {edges.map((e) => (
            <CommentItem key={e.node.id} comment={e.node} />
          ))}
        </ul>
      )}
      <ListFooter total={total === 0 && edges.length === 0 ? 0 : Math.max(total, edges.length)} hasNext={hasNext} loading={loading} />
    </>
  );
}

/** What each CommentsPage_* fragment selects (the same fields on Place, NewsArticle and Activity). */
interface CommentsPageData {
  readonly commentSummary: CommentSummary_summary$key | null | undefined;
  readonly comments: { readonly totalCount: number; readonly edges: ListProps['edges'] } | null | undefined;
}

/**
 * The paged comments of one resource as CommentsList's props. The three resource types share no
 * interface with `comments`, so each component below keeps its own refetchable fragment and passes it here.
 */
function usePagedComments<TQuery extends OperationType, TKey extends KeyType<CommentsPageData>>(fragment: GraphQLTaggedNode, resource: TKey): ListProps {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TQuery, TKey>(fragment, resource);
  const page = data as CommentsPageData;
  return {
    edges: page.comments?.edges ?? [],
    total: page.comments?.totalCount ?? 0,
    summary: page.commentSummary,
    hasNext,
    loading: isLoadingNext,
    loadNext: () => loadNext(10),
  };
}

function PlaceComments({ place }: { place: CommentsPage_place$key }) {
  const list = usePagedComments<CommentsPagePlacePaginationQuery, CommentsPage_place$key>(
    graphql`
      fragment CommentsPage_place on Place
      @refetchable(queryName: "CommentsPagePlacePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commentSummary {
          ...CommentSummary_summary
        }
        comments(first: $count, after: $cursor) @connection(key: "CommentsPage_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    place,
  );
  return <CommentsList {...list} />;
}

function ArticleComments({ article }: { article: CommentsPage_article$key }) {
  const list = usePagedComments<CommentsPageArticlePaginationQuery, CommentsPage_article$key>(
    graphql`
      fragment CommentsPage_article on NewsArticle
      @refetchable(queryName: "CommentsPageArticlePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commentSummary {
          ...CommentSummary_summary
        }
        comments(first: $count, after: $cursor) @connection(key: "CommentsPage_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    article,
  );
  return <CommentsList {...list} />;
}

function ActivityComments({ activity }: { activity: CommentsPage_activity$key }) {
  const list = usePagedComments<CommentsPageActivityPaginationQuery, CommentsPage_activity$key>(
    graphql`
      fragment CommentsPage_activity on Activity
      @refetchable(queryName: "CommentsPageActivityPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commentSummary {
          ...CommentSummary_summary
        }
        comments(first: $count, after: $cursor) @connection(key: "CommentsPage_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    activity,
  );
  return <CommentsList {...list} />;
}

/** All comments of a place, an activity or an article, newest first, with infinite scroll and the comment box. */
export function CommentsScreen() {
  const { t } = useTranslation();
  const { typeName, ref } = useLoaderData() as LoaderData;
  const { node } = usePreloadedQuery<CommentsScreenQuery>(query, ref);
  const [boxOpen, setBoxOpen] = useState(false);
  if (!node || node.__typename !== typeName || !(node.place || node.article || node.activity)) {
    return (
      <>
        <PageHeader title={t('comment.all')} />
        <EmptyState text={t('place.notFound')} icon="🔍" />
      </>
    );
  }
  const name = node.name ?? node.activityName ?? node.title ?? '';
  return (
    <div className="detail detail--with-bar" data-testid="comments-page">
      <PageHeader title={t('comment.all')} />
      {name && <p className="comments-page__of">{name}</p>}
      {node.place ? <PlaceComments place={node.place} /> : node.activity ? <ActivityComments activity={node.activity} /> : node.article ? <ArticleComments article={node.article} /> : null}
      <div className="action-bar">
        <button
          type="button"
          className="action-bar__input action-bar__input--wide"
          onClick={() => void requireLogin().then((ok) => ok && setBoxOpen(true))}
          data-testid="open-comment-box"
        >
          <span aria-hidden>✎</span> {t('comment.write')}
        </button>
      </div>
      {boxOpen && (
        <Suspense
          fallback={
            <div className="overlay overlay--sheet" role="presentation">
              <div className="sheet sheet--loading">
                <Spinner />
              </div>
            </div>
          }
        >
          <CommentBox resourceId={node.id} withRating={typeName !== 'NewsArticle'} onClose={() => setBoxOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
