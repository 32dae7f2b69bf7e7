/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  HeritageProjectSource as HeritageProjectMapper,
  HeritageInheritorSource as HeritageInheritorMapper,
  HeritageBaseSource as HeritageBaseMapper,
  HeritageBaseSource as HeritageExperienceBaseMapper,
  HeritageBaseSource as HeritageProtectionBaseMapper,
  HeritageBaseSource as HeritageTeachingBaseMapper,
  HeritageFoodSource as HeritageFoodMapper,
  HeritageNewsSource as HeritageNewsMapper,
  HeritageMediaSource as HeritageMediaMapper,
  HeritageMapSource as HeritageMapMapper,
  HeritageMapPointSource as HeritageMapPointMapper,
  HeritageHomeSource as HeritageHomeMapper,
} from './types.ts';
