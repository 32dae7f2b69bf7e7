/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  CancelPayloadSource as CancelBookingSubscriptionPayloadMapper,
  SubscribePayloadSource as SubscribeToBookingDayPayloadMapper,
  SubscriptionSource as BookingSubscriptionMapper,
} from './types.ts';
