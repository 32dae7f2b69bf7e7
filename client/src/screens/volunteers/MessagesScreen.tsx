import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MessagesScreenQuery } from '../../__generated__/MessagesScreenQuery.graphql';
import type { MessagesScreen_user$key } from '../../__generated__/MessagesScreen_user.graphql';
import type { MessagesPaginationQuery } from '../../__generated__/MessagesPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { formatRelative } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge } from './ui';

const query = graphql`
  query MessagesScreenQuery {
    viewer {
      isSignedIn
      user {
        ...MessagesScreen_user
      }
    }
  }
`;

export function messagesLoader({ request }: { request: Request }): PreloadedQuery<MessagesScreenQuery> {
  return preloadSignedIn<MessagesScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Messages({ user }: { user: MessagesScreen_user$key }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const paging = usePaginationFragment<MessagesPaginationQuery, MessagesScreen_user$key>(
    graphql`
      fragment MessagesScreen_user on User
      @refetchable(queryName: "MessagesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        volunteerMessages(first: $count, after: $cursor) @connection(key: "MessagesScreen_volunteerMessages") {
          totalCount
          unreadCount
          edges {
            node {
              id
              kind
              title
              content
              read
              createdAt
              team {
                name
              }
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={paging.data.volunteerMessages}
      paging={paging}
      failedTestId="messages-failed"
      className="vol-list"
      testId="message-list"
      empty={<EmptyState text={t('volunteers.messages.empty')} />}
    >
      {(n) => (
        <article className={n.read ? 'vol-item' : 'vol-item vol-message--unread'} data-testid="message">
          <div className="vol-item__body">
            <h2 className="vol-item__title">{n.title}</h2>
            <p className="vol-text">{n.content}</p>
            <span className="vol-item__meta">
              {n.kind && <Badge tone="primary">{t(`volunteers.messages.kind.${n.kind}`, { defaultValue: n.kind })}</Badge>}
              {n.team && <span>{n.team.name}</span>}
              {n.createdAt && <time dateTime={n.createdAt}>{formatRelative(n.createdAt, lang)}</time>}
              {!n.read && <span className="sr-only">{t('volunteers.messages.unread')}</span>}
            </span>
          </div>
        </article>
      )}
    </PagedList>
  );
}

/** /volunteer-messages: messages of the area (audit results, team notices, schedule decisions, honours). */
export function MessagesScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<MessagesScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="messages-page">
      <PageHeader title={t('volunteers.messages.title')} />
      {data.viewer.user ? <Messages user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
