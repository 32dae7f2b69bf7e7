import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentsScreenQuery } from '../../__generated__/CommentsScreenQuery.graphql';
import { prepareRequest, preload, isBackForward } from '../../shell/loader';
import { requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../widgets/StateViews';
import { CommentBox } from '../../widgets/comments/CommentBox';
import { CommentsPage } from './CommentsPage';

const query = graphql`
  query CommentsScreenQuery($type: String!, $id: ID!) {
    node: nodeByUpstreamId(type: $type, upstreamId: $id) {
      id
      __typename
      ...CommentsPage_subject @alias(as: "subject")
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

type Params = { type?: string; id?: string };

function load(request: Request, type: string, id: string): PreloadedQuery<CommentsScreenQuery> {
  prepareRequest(request);
  return preload<CommentsScreenQuery>(query, { type, id }, { fresh: !isBackForward() });
}

/** /simple-comment/:type/:id — `type` is the resource's GraphQL type name, `id` its upstreamId (CommentPreview's commentsPath). */
export function commentsLoader({ request, params }: { request: Request; params: Params }): PreloadedQuery<CommentsScreenQuery> {
  return load(request, params.type ?? '', params.id ?? '');
}

/** /news-comment/:type/:id — always a news article's comments, whatever `type` the address carries. */
export function newsCommentsLoader({ request, params }: { request: Request; params: Params }): PreloadedQuery<CommentsScreenQuery> {
  return load(request, 'NewsArticle', params.id ?? '');
}

/** All comments of anything Commentable, newest first, with infinite scroll and the comment box. */
export function CommentsScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<CommentsScreenQuery>;
  const { node } = usePreloadedQuery<CommentsScreenQuery>(query, ref);
  const [boxOpen, setBoxOpen] = useState(false);
  if (!node?.subject) {
    return (
      <>
        <PageHeader title={t('comment.all')} />
        <EmptyState text={t('place.notFound')} icon="search" />
      </>
    );
  }
  const name = node.name ?? node.activityName ?? node.title ?? '';
  return (
    <div className="detail detail--with-bar" data-testid="comments-page">
      <PageHeader title={t('comment.all')} />
      {name && <p className="comments-page__of">{name}</p>}
      <CommentsPage subject={node.subject} />
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
          <CommentBox resourceId={node.id} withRating={node.__typename !== 'NewsArticle'} onClose={() => setBoxOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
