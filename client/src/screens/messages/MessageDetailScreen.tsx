import { useContext, useEffect } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExternalLink, MessageSquareReply } from 'lucide-react';
import type { MessageDetailScreenQuery } from '../../__generated__/MessageDetailScreenQuery.graphql';
import type { ReplyDetailScreenQuery } from '../../__generated__/ReplyDetailScreenQuery.graphql';
import type { MessageDetailMarkReadMutation } from '../../__generated__/MessageDetailMarkReadMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { SiteContext } from '../../shell/SiteContext';
import { openExternal } from '../../shell/openExternal';
import { formatDate } from '../../widgets/format';
import './messages.css';

const detailQuery = graphql`
  query MessageDetailScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      ... on Message {
        id
        title
        content
        isRead
        createdAt
        linkPath
        externalUrl
      }
    }
  }
`;

const replyQuery = graphql`
  query ReplyDetailScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      ... on Message {
        id
        title
        isRead
        createdAt
        reply {
          commentText
          commentedAt
          replierName
          replyText
          repliedAt
          resourcePath
        }
      }
    }
  }
`;

const markRead = graphql`
  mutation MessageDetailMarkReadMutation($input: MarkMessageReadInput!) {
    markMessageRead(input: $input) {
      message {
        id
        isRead
      }
      messageCenter {
        id
        unreadTotal
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

type Params = { request: Request; params: { id?: string } };

export function messageDetailLoader({ request, params }: Params): PreloadedQuery<MessageDetailScreenQuery> {
  return preloadSignedIn<MessageDetailScreenQuery>(request, detailQuery, { id: params.id ?? '' });
}

export function replyDetailLoader({ request, params }: Params): PreloadedQuery<ReplyDetailScreenQuery> {
  return preloadSignedIn<ReplyDetailScreenQuery>(request, replyQuery, { id: params.id ?? '' });
}

/** A message's page while it loads. */
export function MessageDetailSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonLines count={4} />
    </SkeletonScreen>
  );
}

/** Opening a message marks it read (once; the badge and the list follow from the answer). */
function useMarkRead(message: { id?: string; isRead?: boolean } | null | undefined): void {
  const [commit] = useGraphMutation<MessageDetailMarkReadMutation>(markRead);
  const id = message?.id;
  const unread = message?.isRead === false;
  // biome-ignore lint/correctness/useExhaustiveDependencies: marked once per message opened; `commit` changes every render
  useEffect(() => {
    if (id && unread) void commit({ variables: { input: { messageId: id } } });
  }, [id, unread]);
}

/** /message-detail/{id} (login required): a message, its link; opening it marks it read. */
export function MessageDetailScreen() {
  const { t, i18n } = useTranslation();
  const site = useContext(SiteContext);
  const { viewer, node } = useRouteQuery<MessageDetailScreenQuery>(detailQuery);
  useSessionCheck(viewer.isSignedIn);
  const message = node?.id ? node : null;
  useMarkRead(message);
  return (
    <div className="messages-page" data-testid="message-detail">
      <PageHeader title={t('messages.detail')} />
      {!message ? (
        <EmptyState text={t('messages.empty')} icon="warning" />
      ) : (
        <article className="message-detail">
          <h2 className="message-detail__title" data-testid="message-detail-title">
            {message.title}
          </h2>
          {message.createdAt && <p className="muted">{formatDate(message.createdAt, i18n.language, true)}</p>}
          <p className="message-detail__content">{message.content}</p>
          {message.linkPath && (
            <Link to={message.linkPath} className="message-detail__link" data-testid="message-detail-link">
              {t('messages.openLink')}
            </Link>
          )}
          {message.externalUrl && (
            <button type="button" className="message-detail__link" onClick={() => void openExternal(message.externalUrl, site.name)}>
              <ExternalLink aria-hidden size={16} />
              {t('messages.openLink')}
            </button>
          )}
        </article>
      )}
    </div>
  );
}

/** /reply-detail/{id} (login required): the user's comment, the reply to it and the commented resource; opening it marks it read. */
export function ReplyDetailScreen() {
  const { t, i18n } = useTranslation();
  const { viewer, node } = useRouteQuery<ReplyDetailScreenQuery>(replyQuery);
  useSessionCheck(viewer.isSignedIn);
  const message = node?.id ? node : null;
  useMarkRead(message);
  const reply = message?.reply;
  return (
    <div className="messages-page" data-testid="reply-detail">
      <PageHeader title={t('messages.replyDetail')} />
      {!reply ? (
        <EmptyState text={t('messages.empty')} icon="warning" />
      ) : (
        <article className="message-detail">
          <section className="reply-detail__reply">
            <p className="reply-detail__who">
              <MessageSquareReply aria-hidden size={16} />
              {t('messages.replied', { name: reply.replierName })}
            </p>
            <p className="message-detail__content" data-testid="reply-detail-reply">
              {reply.replyText}
            </p>
            {reply.repliedAt && <p className="muted">{formatDate(reply.repliedAt, i18n.language, true)}</p>}
          </section>
          <section className="reply-detail__comment">
            <p className="muted">{t('messages.yourComment')}</p>
            <p data-testid="reply-detail-comment">{reply.commentText}</p>
          </section>
          {reply.resourcePath && (
            <Link to={reply.resourcePath} className="message-detail__link" data-testid="reply-detail-resource">
              {t('messages.viewResource')}
            </Link>
          )}
        </article>
      )}
    </div>
  );
}
