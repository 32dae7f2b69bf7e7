import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from '../../widgets/comments/texts';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentsScreenQuery } from '../../__generated__/CommentsScreenQuery.graphql';
import { prepareRequest, preload, isBackForward, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { useCommentBoxSheet } from '../../widgets/comments/useCommentBoxSheet';
import { CommentsPage } from './CommentsPage';
import { PenLine } from 'lucide-react';

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
      ... on Brand {
        brandName: name
      }
      ... on CityCard {
        cardName: name
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
  use(ensureFamilyTexts(commentTexts));
  const { node } = useRouteQuery<CommentsScreenQuery>(query);
  const box = useCommentBoxSheet(node?.id ?? '', node?.__typename !== 'NewsArticle');
  if (!node?.subject) return <NotFoundPage title={t('comment.all')} text={t('place.notFound')} />;
  const name = node.name ?? node.activityName ?? node.title ?? node.brandName ?? node.cardName ?? '';
  return (
    <div className="detail detail--with-bar" data-testid="comments-page">
      <PageHeader title={t('comment.all')} />
      {name && <p className="comments-page__of">{name}</p>}
      <CommentsPage subject={node.subject} />
      <div className="action-bar">
        <button type="button" className="action-bar__input action-bar__input--wide" onClick={box.open} data-testid="open-comment-box">
          <PenLine aria-hidden size={16} /> {t('comment.write')}
        </button>
      </div>
      {box.sheet}
    </div>
  );
}
