/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  NarratorOfferSource as NarratorOfferMapper,
  NarratorRow as NarratorMapper,
  NarratorDaySource as NarratorDayMapper,
  NarratorSlotSource as NarratorSlotMapper,
  InterpretationSessionSource as InterpretationSessionMapper,
  GuideBookingSource as GuideBookingInfoMapper,
  BookNarratorPayloadSource as BookNarratorPayloadMapper,
  BookInterpretationPayloadSource as BookInterpretationPayloadMapper,
} from './types.ts';
