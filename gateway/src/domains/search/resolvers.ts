import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { assertOk } from '../../core/upstream/envelope.ts';
import { codePointLength } from '../../core/validation.ts';
import { int, text } from '../../core/normalise.ts';
import { SEARCH_KEYWORD_MAX } from '../../core/limits.ts';
import { requireToken, unauthenticated } from '../../core/auth.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { kindOfResourceType, placeSource } from '../places/index.ts';
import { AROUND_RADIUS_MAX_KM, aroundPage, checkAround, originPoint } from './around.ts';
import { clearSearchRecords, countHotWordSearch, hotWords, saveSearchRecord, searchRecords } from './upstream.ts';

/** A keyword to record: required after trimming, at most 50 characters. */
export function validateKeyword(raw: string): { keyword: string; errors: UserErrorSource[] } {
  const keyword = raw.trim();
  if (keyword === '') return { keyword, errors: [inputError('KEYWORD_REQUIRED', 'keyword')] };
  if (codePointLength(keyword) > SEARCH_KEYWORD_MAX)
    return { keyword, errors: [inputError('KEYWORD_TOO_LONG', 'keyword', SEARCH_KEYWORD_MAX)] };
  return { keyword, errors: [] };
}

async function recentOf(ctx: GatewayContext): Promise<string[]> {
  return (await searchRecords(ctx.upstream)).map((r) => text(r.keyword)).filter((k): k is string => k !== null);
}

/** Counts a search for one of the site's hot words. Best effort: the count never costs the record. */
async function countIfHot(ctx: GatewayContext, keyword: string): Promise<void> {
  try {
    if ((await hotWords(ctx.upstream)).some((r) => text(r.name) === keyword)) assertOk(await countHotWordSearch(ctx.upstream, keyword));
  } catch {
    // the hot-word service failing leaves its count one short; the search itself goes on
  }
}

export const searchResolvers: Resolvers = {
  Query: {
    placesAround: (_root, args) => checkAround(args),
  },
  PlacesAroundResult: {
    places: async (s, args, ctx) => {
      const { origin } = s;
      if (s.errors.length > 0 || !origin) return null;
      const [near, connection] = await Promise.all([
        originPoint(origin, ctx),
        buildConnection(
          args,
          (currPage, pageSize) => aroundPage(ctx.upstream, s, origin, currPage, pageSize),
          (row) => row,
        ),
      ]);
      const edges = connection.edges.flatMap((e) => {
        const kind = kindOfResourceType(e.node.resourceType)?.kind;
        return kind ? [{ cursor: e.cursor, node: placeSource(kind, e.node, 'summary', near) }] : [];
      });
      return { ...connection, edges };
    },
    errors: (s) => s.errors,
  },
  InputLimits: {
    aroundRadiusMaxKm: () => AROUND_RADIUS_MAX_KM,
  },
  Site: {
    hotSearchWords: async (s, _, ctx) => {
      const rows = await hotWords(ctx.upstream.forSite(s.code));
      return rows
        .map((r) => ({ word: text(r.name), searchCount: Math.max(0, int(r.searchNum) ?? 0) }))
        .filter((w): w is { word: string; searchCount: number } => w.word !== null);
    },
  },
  Viewer: {
    recentSearches: (v, _, ctx) => {
      // a dead session fails here as on `user`, without asking the search service
      if (v.sessionExpired) throw unauthenticated();
      // anonymous visitors keep their recent searches on the device
      return v.user ? recentOf(ctx) : [];
    },
  },
  Mutation: {
    recordSearch: async (_root, { input }, ctx) => {
      const { keyword, errors } = validateKeyword(input.keyword);
      if (errors.length > 0) return { recentSearches: null, errors };
      await countIfHot(ctx, keyword);
      if (!ctx.session.token) return { recentSearches: null, errors: [] };
      const refusal = refusalOf(await saveSearchRecord(ctx.upstream, keyword), 'keyword');
      if (refusal) return { recentSearches: null, errors: [refusal] };
      return { recentSearches: await recentOf(ctx), errors: [] };
    },
    clearRecentSearches: async (_root, _args, ctx) => {
      requireToken(ctx);
      assertOk(await clearSearchRecords(ctx.upstream));
      return { recentSearches: [], errors: [] };
    },
  },
};
