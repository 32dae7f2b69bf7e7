/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { AppointmentOrderSource as AppointmentOrderMapper } from './types.ts';
export type { AppointmentPayloadSource as CancelAppointmentOrderPayloadMapper } from './types.ts';
export type {
  OfferSource as AppointmentResourceMapper,
  OfferSlotSource as AppointmentSlotMapper,
  AppointmentSource as AppointmentMapper,
  ConsumptionSource as AppointmentConsumptionMapper,
  MakeAppointmentPayloadSource as MakeAppointmentPayloadMapper,
} from './combined-types.ts';
export type { DraftValue as AppointmentDraftMapper } from './draft.ts';
