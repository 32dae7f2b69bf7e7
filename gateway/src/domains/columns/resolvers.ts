import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import { int, text } from '../../core/normalise.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { newsList, newsSource } from '../news/index.ts';
import type { ColumnRow, ColumnSource } from './types.ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function columnSource(code: string, row: ColumnRow, detailed: boolean): ColumnSource {
  return { __typename: 'Column', code, row, detailed };
}

async function detailOf(s: ColumnSource, ctx: GatewayContext): Promise<ColumnRow> {
  if (s.detailed) return s.row;
  return (await ctx.loaders.columns.detail.load(s.code)) ?? s.row;
}

export const loadColumn: NodeLoader<ColumnSource> = async (code, ctx) => {
  if (!CODE.test(code)) return null;
  const row = await ctx.loaders.columns.detail.load(code);
  return row ? columnSource(code, row, true) : null;
};

export const columnResolvers: Resolvers = {
  Query: {
    column: (_root, args, ctx) => loadColumn(args.code.trim(), ctx),
  },
  Column: {
    id: (s) => toGlobalId('Column', s.code),
    code: (s) => s.code,
    name: (s) => text(s.row.channelName) ?? s.code,
    cover: (s) => imageFrom(s.row.image, text(s.row.channelName) ?? ''),
    introduction: (s) => sanitizeBody(s.row.introduce),
    articleCount: (s) => Math.max(0, int(s.row.newsCount) ?? 0),
    parent: async (s, _, ctx) => {
      const row = await detailOf(s, ctx);
      const code = text(row.parentCode);
      return code ? columnSource(code, { channelCode: code, channelName: row.parentName }, false) : null;
    },
    channels: async (s, _, ctx) =>
      ((await detailOf(s, ctx)).children ?? []).flatMap((child) => {
        const code = text(child.channelCode);
        return code ? [columnSource(code, { ...child, parentCode: s.code, parentName: s.row.channelName, children: [] }, true)] : [];
      }),
    path: async (s, _, ctx) =>
      (await detailOf(s, ctx)).parentCode
        ? `/column-news-list/${encodeURIComponent(s.code)}`
        : `/column-list/${encodeURIComponent(s.code)}`,
    articles: (s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => newsList(ctx.upstream, s.code, currPage, pageSize),
        (row) => newsSource(row, false),
      ),
  },
};
