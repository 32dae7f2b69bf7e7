/** Marking messages read: one (opening it) or all of a class, answering the new unread total. */
import { requireViewer } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { int } from '../../core/normalise.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { refusalOf } from './refusals.ts';
import type { MarkReadPayloadSource, MessageClassName } from './types.ts';
import { markAllRead, markRead } from './upstream.ts';

type Fields = Omit<MarkReadPayloadSource, 'errors'>;

const mutateMessages = mutateWith((envelope, field) => refusalOf(envelope, field));
const UPSTREAM_ID = /^\d{1,15}$/;

async function centreAfter(ctx: GatewayContext, data: { unreadTotal?: unknown } | null) {
  const me = await requireViewer(ctx);
  const unreadTotal = int(data?.unreadTotal);
  return { siteCode: ctx.siteCode, unid: me.unid, ...(unreadTotal === null ? {} : { unreadTotal }) };
}

export function markMessageRead(input: { messageId: string }, ctx: GatewayContext): Promise<MarkReadPayloadSource> {
  return mutateMessages<Fields>(ctx, { message: null, messageCenter: null }, async (m) => {
    const id = m.rawId(input.messageId, 'Message', 'messageId', UPSTREAM_ID);
    const envelope = m.accepted(await markRead(ctx.upstream, id), 'messageId');
    ctx.loaders.messages.clear();
    const row = await ctx.loaders.messages.byId.load(id);
    return {
      message: row ? { __typename: 'Message', row } : null,
      messageCenter: await centreAfter(ctx, decodeData<{ unreadTotal?: unknown }>(envelope)),
    };
  });
}

export function markAllMessagesRead(
  input: { messageClass?: MessageClassName | null },
  ctx: GatewayContext,
): Promise<MarkReadPayloadSource> {
  return mutateMessages<Fields>(ctx, { markedCount: null, messageCenter: null }, async (m) => {
    const envelope = m.accepted(await markAllRead(ctx.upstream, input.messageClass ?? null));
    ctx.loaders.messages.clear();
    const data = decodeData<{ count?: unknown; unreadTotal?: unknown }>(envelope);
    return { markedCount: int(data?.count) ?? 0, messageCenter: await centreAfter(ctx, data) };
  });
}
