/**
 * The message centre live, for a signed-in visitor: the unread badge of the personal centre's tab
 * and the subscription that keeps it (and the message lists in the store) current without a
 * reload. A chunk of its own, loaded after the first render (liveSlots.tsx):
 * the home's first JavaScript does not carry it.
 */
import { Component, use, useMemo, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useTranslation } from 'react-i18next';
import type { liveBadgeQuery } from '../../__generated__/liveBadgeQuery.graphql';
import type { liveMessageReceivedSubscription } from '../../__generated__/liveMessageReceivedSubscription.graphql';
import { ensureFamilyTexts } from '../../i18n';
import { messagesTexts } from './texts';
import './messages.css';

const subscription = graphql`
  subscription liveMessageReceivedSubscription {
    messageReceived {
      unreadTotal
      messageCenter {
        id
        unreadTotal
      }
      message {
        id
        messageClass
        ...MessageRow_message
      }
    }
  }
`;

/** A new message at the top of its class's list (when the store holds that list) and in its class's counts. */
function addToLists(store: RecordSourceSelectorProxy<liveMessageReceivedSubscription['response']>): void {
  const event = store.getRootField('messageReceived');
  const centre = event?.getLinkedRecord('messageCenter');
  const message = event?.getLinkedRecord('message');
  if (!centre || !message) return;
  const messageClass = message.getValue('messageClass');
  const list = ConnectionHandler.getConnection(centre, 'MessageList_messages', { messageClass });
  if (list) {
    const edge = ConnectionHandler.createEdge(store, list, message, 'MessageEdge');
    ConnectionHandler.insertEdgeBefore(list, edge);
    list.setValue(Number(list.getValue('totalCount') ?? 0) + 1, 'totalCount');
  }
  for (const counts of centre.getLinkedRecords('classes') ?? []) {
    if (counts?.getValue('messageClass') !== messageClass) continue;
    counts.setValue(Number(counts.getValue('unreadCount') ?? 0) + 1, 'unreadCount');
    counts.setValue(Number(counts.getValue('totalCount') ?? 0) + 1, 'totalCount');
    counts.setValue(message.getValue('title'), 'latestTitle');
    counts.setValue(message.getValue('createdAt'), 'latestAt');
  }
}

/** Runs the signed-in visitor's message subscription while mounted (renders nothing). */
function LiveMessages() {
  const config = useMemo<GraphQLSubscriptionConfig<liveMessageReceivedSubscription>>(
    () => ({ subscription, variables: {}, updater: addToLists, onError: () => undefined }),
    [],
  );
  useSubscription(config);
  return null;
}

/** The unread badge of the personal centre's tab (nothing when all is read). */
function MessageBadge() {
  // its words in the language shown (the same promise each render, so `use` suspends once)
  use(ensureFamilyTexts(messagesTexts));
  const { t } = useTranslation();
  const data = useLazyLoadQuery<liveBadgeQuery>(
    graphql`
      query liveBadgeQuery {
        viewer {
          messageCenter {
            id
            unreadTotal
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const count = data.viewer.messageCenter?.unreadTotal ?? 0;
  if (count <= 0) return null;
  return (
    <span className="msg-badge" role="img" data-testid="message-badge" aria-label={t('messages.badge', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Silences a failing badge query or subscription: the frame goes on without them. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** One part of the live message centre (liveSlots.tsx mounts each where it belongs). */
export default function LivePart({ part }: { part: 'badge' | 'subscription' }) {
  return <Quiet>{part === 'badge' ? <MessageBadge /> : <LiveMessages />}</Quiet>;
}
