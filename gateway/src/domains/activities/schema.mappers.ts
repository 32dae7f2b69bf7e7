/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ActivitySource as ActivityMapper, ActivityRoomSource as ActivityRoomMapper } from './types.ts';
export type {
  ActivityPlaceSource as ActivityPlaceMapper,
  SurveyRow as ActivitySurveyMapper,
  SurveyPayloadSource as AnswerActivitySurveyPayloadMapper,
  VenueDayRow as VenueDayMapper,
} from './types.ts';
