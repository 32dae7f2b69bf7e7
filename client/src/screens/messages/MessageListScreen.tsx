import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { MessageListScreenQuery } from '../../__generated__/MessageListScreenQuery.graphql';
import type { MessageList_viewer$key } from '../../__generated__/MessageList_viewer.graphql';
import type { MessageListPaginationQuery } from '../../__generated__/MessageListPaginationQuery.graphql';
import type { MessageRow_message$key } from '../../__generated__/MessageRow_message.graphql';
import { isBackForward, preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { formatDate } from '../../widgets/format';
import { classOf, messagePath, type MessageClassName } from './paths';
import './messages.css';

const query = graphql`
  query MessageListScreenQuery($messageClass: MessageClass!) {
    viewer {
      isSignedIn
      ...MessageList_viewer @arguments(messageClass: $messageClass)
    }
  }
`;

/** The class a list address shows: /system-message the system messages, /message-list?class= the others. */
function listClass(pathname: string, search: URLSearchParams): MessageClassName {
  return pathname.startsWith('/system-message') ? 'SYSTEM' : classOf(search.get('class'));
}

export function messageListLoader({ request }: { request: Request }): PreloadedQuery<MessageListScreenQuery> {
  const search = prepareSignedInRequest(request);
  const messageClass = listClass(new URL(request.url).pathname, search);
  return preload<MessageListScreenQuery>(query, { messageClass }, { fresh: !isBackForward() });
}

/** The list's shape while it loads. */
export function MessageListSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="message-row message-row--skeleton">
          <SkeletonBlock width="45%" height={16} />
          <SkeletonBlock width="80%" height={14} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

function MessageRow({ message }: { message: MessageRow_message$key }) {
  const { t, i18n } = useTranslation();
  const m = useFragment(
    graphql`
      fragment MessageRow_message on Message {
        id
        kind
        title
        content
        isRead
        createdAt
      }
    `,
    message,
  );
  return (
    <li>
      <Link to={messagePath(m)} className={m.isRead ? 'message-row' : 'message-row message-row--unread'} data-testid="message-row">
        <span className="message-row__body">
          <span className="message-row__title">
            {!m.isRead && <span className="msg-dot" role="img" aria-label={t('messages.unreadDot')} data-testid="message-unread" />}
            <span data-testid="message-row-title">{m.title}</span>
          </span>
          <span className="message-row__content muted">{m.content}</span>
          {m.createdAt && <span className="message-row__time muted">{formatDate(m.createdAt, i18n.language, true)}</span>}
        </span>
        <ChevronRight aria-hidden size={18} className="muted" />
      </Link>
    </li>
  );
}

function MessageList({ viewer }: { viewer: MessageList_viewer$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MessageListPaginationQuery, MessageList_viewer$key>(
    graphql`
      fragment MessageList_viewer on Viewer
      @refetchable(queryName: "MessageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, messageClass: { type: "MessageClass!" }) {
        messageCenter {
          messages(messageClass: $messageClass, first: $count, after: $cursor) @connection(key: "MessageList_messages", filters: ["messageClass"]) {
            totalCount
            edges {
              node {
                id
                ...MessageRow_message
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  const connection = data.messageCenter?.messages;
  if (!connection) return <EmptyState text={t('user.signedOut')} />;
  if (connection.edges.length === 0 && !hasNext) return <EmptyState text={t('messages.empty')} />;
  return (
    <>
      <ul className="message-list" data-testid="message-list">
        {connection.edges.map(({ node }) => (
          <MessageRow key={node.id} message={node} />
        ))}
      </ul>
      <ListFooter total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /system-message and /message-list?class= (login required): a class's messages, newest first, unread marked. */
export function MessageListScreen() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { viewer } = useRouteQuery<MessageListScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const messageClass = listClass(pathname, new URLSearchParams(search));
  return (
    <div className="messages-page" data-testid="message-list-page">
      <PageHeader title={t(`messages.classes.${messageClass}`)} />
      <MessageList viewer={viewer} />
    </div>
  );
}
