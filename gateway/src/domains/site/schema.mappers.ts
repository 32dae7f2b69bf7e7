/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  SiteSource as SiteMapper,
  MenuEntrySource as MenuEntryMapper,
  BannerModuleSource as BannerModuleMapper,
  BannerSlideSource as BannerSlideMapper,
  MenuGridModuleSource as MenuGridModuleMapper,
  PlaceShelfModuleSource as PlaceShelfModuleMapper,
  NewsShelfModuleSource as NewsShelfModuleMapper,
  RankingModuleSource as RankingModuleMapper,
  HomeModuleSource as HomeModuleMapper,
} from './types.ts';
export type { RankingEntrySource as RankingEntryMapper } from '../places/index.ts';
