import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { messagesTexts } from './texts';

const texts = { texts: messagesTexts };
const list = lazyScreen(
  () => import('./MessageListScreen'),
  (m) => ({ loader: m.messageListLoader, node: <m.MessageListScreen />, skeleton: <m.MessageListSkeleton /> }),
  texts,
);

/** The message centre (login required): the classes, a class's messages, a message, a reply to the user's comment. */
export const MESSAGE_ROUTES: RouteObject[] = [
  {
    path: '/message-center',
    lazy: lazyScreen(
      () => import('./MessageCenterScreen'),
      (m) => ({ loader: m.messageCenterLoader, node: <m.MessageCenterScreen />, skeleton: <m.MessageCenterSkeleton /> }),
      texts,
    ),
  },
  { path: '/system-message', lazy: list },
  { path: '/message-list', lazy: list },
  {
    path: '/message-detail/:id',
    lazy: lazyScreen(
      () => import('./MessageDetailScreen'),
      (m) => ({ loader: m.messageDetailLoader, node: <m.MessageDetailScreen />, skeleton: <m.MessageDetailSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/reply-detail/:id',
    lazy: lazyScreen(
      () => import('./MessageDetailScreen'),
      (m) => ({ loader: m.replyDetailLoader, node: <m.ReplyDetailScreen />, skeleton: <m.MessageDetailSkeleton /> }),
      texts,
    ),
  },
];
