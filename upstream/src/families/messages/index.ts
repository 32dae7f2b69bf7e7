/**
 * The message centre (`websocket/api/message/*`): a user's messages on a site in three classes
 * (system, interaction, service), unread counts by class, a class's messages, one message, a
 * reply to the user's comment with the comment, marking one or all read. Other families write
 * messages through `postMessage` (a reply to another user's comment, a complaint's handling), and
 * every new message is pushed, signed, to the gateway's webhook from an outbox (push.ts).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { stopPushing } from './push.ts';
import { devRoutes, routes } from './routes.ts';
import { seed } from './seed.ts';

export { postComplaintMessage, postMessage, postReplyMessage, type NewMessage } from './producers.ts';
export { JUMP_TYPE, MESSAGE_KINDS, MSG_TYPE } from './texts.ts';
export {
  DEFAULT_MESSAGE_PUSH_KEY,
  type MessagePushTarget,
  pushBookkeepingWrites,
  type PushFields,
  signPush,
  startPushing,
  validPushSignature,
} from './push.ts';

export const messagesFamily: UpstreamFamily = {
  name: 'messages',
  migrations,
  seed,
  routes,
  publicRoutes: (app, ctx) => {
    app.addHook('onClose', async () => stopPushing(ctx));
  },
  devRoutes,
};
