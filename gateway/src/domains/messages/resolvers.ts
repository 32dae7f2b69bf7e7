import { requireToken, requireViewer } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { resourceDetailPath } from '../../core/resource-types.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { externalUrlOf, linkPathOf, messageCenterId, messageClassOf, messageKindOf } from './fields.ts';
import { markAllMessagesRead, markMessageRead } from './mutations.ts';
import { refusalOf } from './refusals.ts';
import { MESSAGE_TOPIC, topicKey } from './push.ts';
import type { MessageCenterSource, MessageReceivedSource, MessageRow, MessageSource, ReplyDetailRow } from './types.ts';
import { MESSAGE_CLASSES } from './types.ts';
import { messageList, replyDetail } from './upstream.ts';

const sourceOf = (row: MessageRow): MessageSource => ({ __typename: 'Message', row });

export const messageNodeLoaders: Record<string, NodeLoader<MessageSource>> = {
  Message: async (rawId, ctx) => {
    requireToken(ctx);
    const row = await ctx.loaders.messages.byId.load(rawId);
    return row ? sourceOf(row) : null;
  },
};

/** The reply detail of a reply message; null for another message (the upstream refuses those alike). */
async function replyOf(source: MessageSource, ctx: GatewayContext): Promise<ReplyDetailRow | null> {
  if (messageKindOf(source.row) !== 'COMMENT_REPLY') return null;
  const envelope = await replyDetail(ctx.upstream, String(source.row.id));
  if (refusalOf(envelope)) return null;
  return decodeData<ReplyDetailRow>(envelope);
}

async function unreadTotalOf(centre: MessageCenterSource, ctx: GatewayContext): Promise<number> {
  if (centre.unreadTotal !== undefined) return centre.unreadTotal;
  return int((await ctx.loaders.messages.counts())?.unreadTotal) ?? 0;
}

export const messageResolvers: Resolvers = {
  Viewer: {
    messageCenter: (v, _args, ctx) => (v.user ? { siteCode: ctx.siteCode, unid: v.user.info.unid } : null),
  },
  MessageCenter: {
    id: (c) => messageCenterId(c.siteCode, c.unid),
    unreadTotal: (c, _args, ctx) => unreadTotalOf(c, ctx),
    classes: async (_c, _args, ctx) => {
      const rows = (await ctx.loaders.messages.counts())?.classes ?? [];
      return MESSAGE_CLASSES.map((msgClass) => rows.find((r) => r.msgClass === msgClass) ?? { msgClass });
    },
    messages: (_c, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => messageList(ctx.upstream, args.messageClass, currPage, pageSize), sourceOf),
  },
  MessageClassCount: {
    messageClass: (r) => messageClassOf(r.msgClass),
    name: (r) => text(r.name) ?? '',
    unreadCount: (r) => int(r.unreadCount) ?? 0,
    totalCount: (r) => int(r.totalCount) ?? 0,
    latestTitle: (r) => text(r.lastTitle) ?? '',
    latestAt: (r) => chinaDateTime(r.lastTime),
  },
  Message: {
    id: (m) => toGlobalId('Message', String(m.row.id)),
    messageClass: (m) => messageClassOf(m.row.msgClass),
    kind: (m) => messageKindOf(m.row),
    title: (m) => text(m.row.title) ?? '',
    content: (m) => text(m.row.content) ?? '',
    isRead: (m) => flag(m.row.isRead),
    createdAt: (m) => chinaDateTime(m.row.createTime),
    linkPath: (m) => linkPathOf(m.row),
    externalUrl: (m) => externalUrlOf(m.row),
    reply: (m, _args, ctx) => replyOf(m, ctx),
  },
  MessageReply: {
    commentText: (r) => text(r.commentContent) ?? '',
    commentedAt: (r) => chinaDateTime(r.commentTime),
    replierName: (r) => text(r.replyUserName) ?? '',
    replyText: (r) => text(r.replyContent) ?? '',
    repliedAt: (r) => chinaDateTime(r.replyTime),
    resourcePath: (r) => resourceDetailPath(r.resourceType, r.resourceId),
  },
  MessageReceivedEvent: {
    messageCenter: (e) => ({ siteCode: e.siteCode, unid: e.unid, unreadTotal: e.unreadTotal }),
  },
  Subscription: {
    messageReceived: {
      // the user is resolved from the token once, when the subscription starts
      subscribe: async (_root, _args, ctx) => {
        const me = await requireViewer(ctx);
        if (!ctx.settings.pubsub) throw new Error('no pub/sub configured');
        return ctx.settings.pubsub.subscribe(MESSAGE_TOPIC, topicKey(ctx.siteCode, me.unid));
      },
      resolve: (event: MessageReceivedSource, _args: unknown, ctx: GatewayContext) => {
        // the subscription's context lives as long as it does: each event reads fresh
        ctx.loaders.messages.clear();
        return event;
      },
    },
  },
  Mutation: {
    markMessageRead: (_root, { input }, ctx) => markMessageRead(input, ctx),
    markAllMessagesRead: (_root, { input }, ctx) => markAllMessagesRead(input, ctx),
  },
};
