/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ComplaintSource as ComplaintMapper,
  ComplaintSettingsSource as ComplaintSettingsMapper,
  ComplaintPayloadSource as FileComplaintPayloadMapper,
  ComplaintPayloadSource as GiveComplaintFeedbackPayloadMapper,
  ComplaintContactRow as ComplaintContactMapper,
  ComplaintLocationSource as ComplaintLocationMapper,
} from './types.ts';
