/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ReservationOrderSource as ReservationOrderMapper,
  OrderPayloadSource as BookActivityPayloadMapper,
  OrderPayloadSource as PayReservationOrderPayloadMapper,
  OrderPayloadSource as BookRoomSlotsPayloadMapper,
  OrderPayloadSource as CancelReservationOrderPayloadMapper,
  OrderPayloadSource as ReviewReservationOrderPayloadMapper,
  CancelReasonSource as OrderCancelReasonMapper,
  CancellationValue as ReservationCancellationMapper,
} from './types.ts';
