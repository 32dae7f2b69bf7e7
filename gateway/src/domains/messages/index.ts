import type { DomainModule } from '../../core/module.ts';
import { createMessageLoaders } from './loaders.ts';
import type { MessageLoaders } from './loaders.ts';
import { MESSAGE_REFUSALS } from './refusals.ts';
import { messageNodeLoaders, messageResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    messages: MessageLoaders;
  }
}

/** The message centre: unread counts by class, a class's messages, a reply's detail, marking read. */
export const messagesModule: DomainModule = {
  name: 'messages',
  resolvers: messageResolvers,
  nodes: messageNodeLoaders,
  loaders: { messages: createMessageLoaders },
  refusals: MESSAGE_REFUSALS,
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'Message') loaders.messages.clear();
  },
};

// What the server composes (the webhook the upstream pushes new messages to).
export { DEFAULT_MESSAGE_PUSH_KEY, MESSAGE_HOOK_PATH, messageHook, signPush } from './push.ts';
export type { MessageHookOptions } from './push.ts';
