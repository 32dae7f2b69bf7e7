/** The message centre's in-app addresses (one owner for each). */

/** A class's list: the system messages have their own page, the others share one. */
export const classPath = (messageClass: string): string =>
  messageClass === 'SYSTEM' ? '/system-message' : `/message-list?class=${encodeURIComponent(messageClass)}`;

/** A message's page: a reply to the user's comment opens the reply detail. */
export const messagePath = (message: { id: string; kind: string }): string =>
  `/${message.kind === 'COMMENT_REPLY' ? 'reply-detail' : 'message-detail'}/${encodeURIComponent(message.id)}`;

/** The classes a list address may name. */
export const MESSAGE_CLASSES = ['SYSTEM', 'INTERACTION', 'SERVICE'] as const;
export type MessageClassName = (typeof MESSAGE_CLASSES)[number];

export function classOf(value: string | null): MessageClassName {
  return (MESSAGE_CLASSES as readonly string[]).includes(value ?? '') ? (value as MessageClassName) : 'INTERACTION';
}
