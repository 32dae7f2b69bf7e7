/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ReservationSource as ReservationMapper } from './types.ts';
export type { ReserveDayPayloadSource as ReserveDayPayloadMapper } from './types.ts';
export type {
  OfferSource as AppointmentResourceMapper,
  OfferSlotSource as AppointmentSlotMapper,
  AppointmentSource as AppointmentMapper,
  ConsumptionSource as AppointmentConsumptionMapper,
  MakeAppointmentPayloadSource as MakeAppointmentPayloadMapper,
  CancelAppointmentPayloadSource as CancelAppointmentPayloadMapper,
  BlockedVoucherSource as AppointmentBlockedVoucherMapper,
} from './combined-types.ts';
export type { DraftValue as AppointmentDraftMapper } from './draft.ts';
