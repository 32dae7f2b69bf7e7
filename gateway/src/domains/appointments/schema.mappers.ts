/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { AppointmentOrderSource as AppointmentOrderMapper } from './types.ts';
export type { AppointmentPayloadSource as CancelAppointmentOrderPayloadMapper } from './types.ts';
