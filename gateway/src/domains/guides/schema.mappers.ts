/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  InstructorSource as StudyInstructorMapper,
  GuideSource as TourGuideMapper,
  GuideSearchSource as TourGuideSearchResultMapper,
} from './types.ts';
