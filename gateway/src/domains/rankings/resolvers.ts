import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { badInput } from '../../core/upstream/errors.ts';
import { scopedGlobalId } from '../../core/relay/global-id.ts';
import { int, text } from '../../core/normalise.ts';
import { kindOfResourceType, placeSource } from '../places/index.ts';
import { cityCardSource } from '../destinations/index.ts';
import { movement } from './rules.ts';
import { regionRank, resourceRank } from './upstream.ts';
import type { PlaceRankingEntrySource, RegionRankingEntrySource } from './types.ts';

export const rankingResolvers: Resolvers = {
  RegionRankingEntry: { id: (e) => scopedGlobalId('RegionRankingEntry', 'region', e.destination.id) },
  PlaceRankingEntry: { id: (e) => scopedGlobalId('PlaceRankingEntry', e.place.kind, e.place.id) },
  Query: {
    regionRanking: (_root, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => regionRank(ctx.upstream, currPage, pageSize),
        (row): RegionRankingEntrySource | null => {
          const rank = int(row.rank);
          const id = text(row.cardId);
          if (rank === null || !id) return null;
          const destination = cityCardSource(
            {
              id,
              name: row.name,
              slogan: row.slogan,
              cover: row.cover,
              region: row.region,
              regionName: row.regionName,
              siteId: row.siteId,
              heat: row.heat,
            },
            false,
          );
          return { rank, heat: Math.max(0, int(row.heat) ?? 0), destination, ...movement(rank, int(row.lastRank)) };
        },
      ),
    placeRanking: async (_root, args, ctx) => {
      const info = kindOfResourceType(args.resourceType);
      if (!info) throw badInput('resourceType is not a kind of place.');
      const connection = await buildConnection(
        args,
        (currPage, pageSize) => resourceRank(ctx.upstream, info.resourceType, currPage, pageSize),
        (row): PlaceRankingEntrySource | null => {
          const rank = int(row.rank);
          if (rank === null) return null;
          return {
            rank,
            heat: Math.max(0, int(row.heat) ?? 0),
            place: placeSource(info.kind, row, 'list'),
            ...movement(rank, int(row.lastRank)),
          };
        },
      );
      return { ...connection, kind: info.kind };
    },
  },
};
