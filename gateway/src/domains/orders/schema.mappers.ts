/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ReservationOrderSource as ReservationOrderMapper,
  MutationResultSource as BookActivityPayloadMapper,
  MutationResultSource as PayReservationOrderPayloadMapper,
  MutationResultSource as BookRoomSlotsPayloadMapper,
  MutationResultSource as CancelReservationOrderPayloadMapper,
  MutationResultSource as ReviewReservationOrderPayloadMapper,
} from './types.ts';
