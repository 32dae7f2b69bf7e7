/** Upstream rows of the message centre (API.md "Message centre") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

/** The message classes, as the upstream and the schema spell them. */
export const MESSAGE_CLASSES = ['SYSTEM', 'INTERACTION', 'SERVICE'] as const;
export type MessageClassName = (typeof MESSAGE_CLASSES)[number];

export interface MessageRow {
  id: string | number;
  msgClass?: string | null;
  msgType?: string | number | null;
  type?: string | null;
  title?: string | null;
  content?: string | null;
  jumpType?: string | number | null;
  relationId?: string | null;
  jumpUrl?: string | null;
  isRead?: string | number | null;
  readTime?: string | null;
  createTime?: string | null;
}

/** A reply message's detail: the message with the user's comment, the reply and the resource. */
export interface ReplyDetailRow extends MessageRow {
  resourceType?: string | null;
  resourceId?: string | number | null;
  commentContent?: string | null;
  commentUserName?: string | null;
  commentTime?: string | null;
  replyContent?: string | null;
  replyUserName?: string | null;
  replyTime?: string | null;
}

export interface ClassCountRow {
  msgClass?: string | null;
  name?: string | null;
  unreadCount?: string | number | null;
  totalCount?: string | number | null;
  lastTitle?: string | null;
  lastTime?: string | null;
}

export interface ClassCountData {
  unreadTotal?: string | number | null;
  classes?: ClassCountRow[] | null;
}

/** What Message resolves from. */
export interface MessageSource {
  __typename: 'Message';
  row: MessageRow;
}

/**
 * What MessageCenter resolves from: the counts when they were read (a query), or only the unread
 * total a push or a write answered (its other fields then read the counts).
 */
export interface MessageCenterSource {
  siteCode: string;
  /** The owner (the upstream's unid). */
  unid: string;
  unreadTotal?: number;
}

/** What the mark-read payloads resolve from. */
export interface MarkReadPayloadSource {
  errors: UserErrorSource[];
  message?: MessageSource | null;
  markedCount?: number | null;
  messageCenter?: MessageCenterSource | null;
}

/** A push as the subscription delivers it to one user's subscriptions. */
export interface MessageReceivedSource {
  message: MessageSource;
  unreadTotal: number;
  siteCode: string;
  /** The owner (the upstream's unid). */
  unid: string;
}
