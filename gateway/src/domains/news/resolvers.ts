import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import type { ImageSource } from '../../core/image.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { shareCardOf } from '../share/index.ts';
import { interactionSummary } from '../interactions/index.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { channelSource, newsSource } from './source.ts';
import { newsList } from './upstream.ts';
import type { MediaSource, NewsArticleSource, NewsRow } from './types.ts';

/** The resourceType of news on the interaction and comment paths (the kinds table). */
/** The upstream's resourceType of a news article (CONTENT in some answers). */
const articlePath = (id: string) => `/news-detail/${encodeURIComponent(id)}`;

export const NEWS_RESOURCE_TYPE = 'CONTENT_TYPE_CONTENT';

type ContentType = 'ARTICLE' | 'IMAGE' | 'VIDEO' | 'AUDIO';
const CONTENT_TYPES: Record<string, ContentType> = {
  CONTENT: 'ARTICLE',
  ARTICLE: 'ARTICLE',
  IMAGE: 'IMAGE',
  VIDEO: 'VIDEO',
  AUDIO: 'AUDIO',
};

/** The upstream's content type of each kind (the list's `contentType` filter). */
const UPSTREAM_CONTENT_TYPES: Record<ContentType, string> = { ARTICLE: 'CONTENT', IMAGE: 'IMAGE', VIDEO: 'VIDEO', AUDIO: 'AUDIO' };

function articleImages(row: NewsRow): ImageSource[] {
  const alt = text(row.title) ?? '';
  return (row.imageUrls ?? [])
    .map((entry) => imageFrom(entry?.url || entry?.imgUrl, text(entry?.name) ?? alt))
    .filter((image): image is ImageSource => image !== null);
}

function media(value: NewsRow['video'], alt: string): MediaSource | null {
  const url = text(value?.url);
  return url ? { url, poster: text(value?.imgUrl), alt } : null;
}

async function detailRow(a: NewsArticleSource, ctx: GatewayContext): Promise<NewsRow> {
  if (a.detailed) return a.row;
  return (await ctx.loaders.news.detail.load(a.id)) ?? a.row;
}

export const newsResolvers: Resolvers = {
  Query: {
    newsChannels: async (_root, _args, ctx) => (await ctx.loaders.news.channels.load(ctx.siteCode)).map(channelSource),
    news: (_root, args, ctx) => {
      const channelCode = args.channelCode?.trim() || null;
      const contentType = args.contentType ? UPSTREAM_CONTENT_TYPES[args.contentType] : null;
      return buildConnection(
        args,
        (currPage, pageSize) => newsList(ctx.upstream, channelCode === 'all' ? null : channelCode, currPage, pageSize, contentType),
        (row) => newsSource(row, false),
      );
    },
  },
  NewsChannel: {
    id: (c) => toGlobalId('NewsChannel', c.code),
    path: (c) => `/news-list/${encodeURIComponent(c.code)}`,
    lessonsPath: (c) => `/cc-microclass/${encodeURIComponent(c.code)}`,
  },
  NewsArticle: {
    id: (a) => toGlobalId('NewsArticle', a.id),
    upstreamId: (a) => a.id,
    title: (a) => text(a.row.title) ?? '',
    summary: (a) => text(a.row.summary),
    author: (a) => text(a.row.author),
    channel: (a) => {
      const code = text(a.row.channelCode);
      return code ? channelSource({ channelCode: code, channelName: a.row.channelName ?? null }) : null;
    },
    publishedAt: (a) => chinaDateTime(a.row.publishTime),
    contentType: (a) => CONTENT_TYPES[text(a.row.contentType)?.toUpperCase() ?? ''] ?? 'ARTICLE',
    cover: (a) => articleImages(a.row)[0] ?? imageFrom(a.row.video?.imgUrl, text(a.row.title) ?? ''),
    images: (a) => articleImages(a.row),
    video: (a) => media(a.row.video, text(a.row.title) ?? ''),
    audio: (a) => media(a.row.audio, text(a.row.title) ?? ''),
    body: async (a, _, ctx) => sanitizeBody((await detailRow(a, ctx)).content),
    pinned: (a) => flag(a.row.top),
    viewCount: (a) => int(a.row.showNum) ?? 0,
    interactions: async (a, _, ctx) => {
      const status = a.row.userResourceStatus as
        | { thumbStatus?: unknown; likeStatus?: unknown; collectionStatus?: unknown; resourceFansStatus?: unknown }
        | null
        | undefined;
      const signedIn = ctx.session.token !== null;
      // News rows carry no favourite count and no viewer state: then resourceCount (batched) has them.
      if ((signedIn && !status) || a.row.collectionNum === undefined) {
        const summary = await interactionSummary({ resourceType: NEWS_RESOURCE_TYPE, id: a.id }, ctx);
        if (summary) return summary;
      }
      return {
        likeCount: int(a.row.likeNum) ?? 0,
        favouriteCount: int(a.row.collectionNum) ?? 0,
        commentCount: int(a.row.commentNum) ?? 0,
        viewerHasLiked: signedIn && flag(status?.thumbStatus ?? status?.likeStatus),
        viewerHasFavourited: signedIn && flag(status?.collectionStatus),
        viewerIsFollowing: signedIn && flag(status?.resourceFansStatus),
      };
    },
    sourceUrl: (a) => {
      const url = text(a.row.sourceUrl);
      return url && /^https?:\/\//i.test(url) ? url : null;
    },
    detailPath: (a) => articlePath(a.id),
    shareCard: (a, _, ctx) => {
      const title = text(a.row.title) ?? '';
      const picture = articleImages(a.row)[0] ?? imageFrom(a.row.video?.imgUrl, title);
      return shareCardOf(ctx, { title, summary: text(a.row.summary), picture, path: articlePath(a.id) });
    },
  },
  Media: {
    url: (m) => m.url,
    poster: (m) => imageFrom(m.poster, m.alt),
  },
};
