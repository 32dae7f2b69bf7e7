import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { imagesFrom } from '../../core/image.ts';
import { flag, int, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { memorialList } from './upstream.ts';
import type { MemorialRow, MemorialSource } from './types.ts';

const KINDS = new Set(['EVENT', 'PERSON', 'GROUP'] as const);
type Kind = 'EVENT' | 'PERSON' | 'GROUP';

/** A list row as a source; null without an id (the schema cannot represent it). */
function memorialSource(row: MemorialRow): MemorialSource | null {
  const id = text(row.id);
  return id && isUpstreamId(id) ? { __typename: 'Memorial', id, row } : null;
}

/** `MM-dd` → the month and day; null when it is not a day of the year. */
export function monthDay(value: unknown): { month: number; day: number } | null {
  const m = /^(\d{1,2})-(\d{1,2})$/.exec(text(value) ?? '');
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days ? { month, day } : null;
}

export const memorialResolvers: Resolvers = {
  Query: {
    memorials: (_root, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => memorialList(ctx.upstream, args.scope, currPage, pageSize), memorialSource),
  },
  Memorial: {
    id: (s) => toGlobalId('Memorial', s.id),
    upstreamId: (s) => s.id,
    name: (s) => text(s.row.name) ?? '',
    kind: (s) => {
      const kind = text(s.row.objectType) ?? '';
      return KINDS.has(kind as Kind) ? (kind as Kind) : 'EVENT';
    },
    photo: (s) => imagesFrom(s.row.images, text(s.row.name) ?? '')[0] ?? null,
    period: (s) => text(s.row.period),
    remembranceDay: (s) => monthDay(s.row.memorialDate),
    summary: (s) => text(s.row.summary),
    content: (s) => sanitizeBody(s.row.content),
    tributeCount: (s) => Math.max(0, int(s.row.tributeNum) ?? 0),
    inherited: (s) => flag(s.row.inherited),
  },
};

export const memorialNodeLoaders: Record<string, NodeLoader<MemorialSource>> = {
  Memorial: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.memorial.byId.load(rawId);
    return row ? memorialSource(row) : null;
  },
};
