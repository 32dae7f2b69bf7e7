import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bell, CheckCheck, ChevronRight, MessageCircle, ClipboardList } from 'lucide-react';
import type { MessageCenterScreenQuery } from '../../__generated__/MessageCenterScreenQuery.graphql';
import type { MessageCenterMarkAllMutation } from '../../__generated__/MessageCenterMarkAllMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatDate } from '../../widgets/format';
import { classPath } from './paths';
import './messages.css';

const query = graphql`
  query MessageCenterScreenQuery {
    viewer {
      isSignedIn
      messageCenter {
        id
        unreadTotal
        classes {
          messageClass
          unreadCount
          totalCount
          latestTitle
          latestAt
        }
      }
    }
  }
`;

const markAll = graphql`
  mutation MessageCenterMarkAllMutation($input: MarkAllMessagesReadInput!) {
    markAllMessagesRead(input: $input) {
      markedCount
      messageCenter {
        id
        unreadTotal
        classes {
          messageClass
          unreadCount
          totalCount
          latestTitle
          latestAt
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function messageCenterLoader({ request }: { request: Request }): PreloadedQuery<MessageCenterScreenQuery> {
  // always fresh: a message may have arrived or been read elsewhere
  return preloadSignedIn<MessageCenterScreenQuery>(request, query, {});
}

/** The centre's shape while it loads: the header and the three classes. */
export function MessageCenterSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2].map((i) => (
        <div key={i} className="message-row message-row--skeleton">
          <SkeletonBlock width="45%" height={16} />
          <SkeletonBlock width="80%" height={14} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

const ICONS = { SYSTEM: Bell, INTERACTION: MessageCircle, SERVICE: ClipboardList } as const;

/** /message-center (login required): the classes with their unread counts and newest message; mark all read. */
export function MessageCenterScreen() {
  const { t, i18n } = useTranslation();
  const { viewer } = useRouteQuery<MessageCenterScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const [commit, pending] = useGraphMutation<MessageCenterMarkAllMutation>(markAll);
  const centre = viewer.messageCenter;
  const onMarkAll = async () => {
    toastOutcome(await commit({ variables: { input: {} } }), { message: t('messages.markedAllRead'), type: 'success' });
  };
  return (
    <div className="messages-page" data-testid="message-center">
      <PageHeader title={t('messages.title')} />
      {!centre ? (
        <EmptyState text={t('user.signedOut')} />
      ) : (
        <>
          <ul className="message-classes">
            {centre.classes.map((c) => {
              const Icon = ICONS[c.messageClass as keyof typeof ICONS] ?? Bell;
              return (
                <li key={c.messageClass}>
                  <Link to={classPath(c.messageClass)} className="message-class" data-testid={`message-class-${c.messageClass}`}>
                    <span className="message-class__icon" aria-hidden>
                      <Icon size={22} />
                    </span>
                    <span className="message-class__body">
                      <span className="message-class__name">{t(`messages.classes.${c.messageClass}`)}</span>
                      <span className="message-class__latest muted">{c.totalCount > 0 ? c.latestTitle : t('messages.noneYet')}</span>
                    </span>
                    <span className="message-class__side">
                      {c.latestAt && <span className="muted message-class__time">{formatDate(c.latestAt, i18n.language)}</span>}
                      {c.unreadCount > 0 && (
                        <span
                          className="msg-count"
                          role="img"
                          data-testid={`message-class-unread-${c.messageClass}`}
                          aria-label={t('messages.unread', { count: c.unreadCount })}
                        >
                          {c.unreadCount > 99 ? '99+' : c.unreadCount}
                        </span>
                      )}
                    </span>
                    <ChevronRight aria-hidden size={18} className="muted" />
                  </Link>
                </li>
              );
            })}
          </ul>
          {centre.unreadTotal > 0 && (
            <div className="action-bar">
              <button
                type="button"
                className="action-bar__primary"
                disabled={pending}
                onClick={() => void onMarkAll()}
                data-testid="message-mark-all"
              >
                <CheckCheck aria-hidden size={18} />
                {t('messages.markAllRead')}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
