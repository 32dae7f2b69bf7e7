/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { CreditSource as CreditViewMapper } from './types.ts';
export type { BookingEligibilityValue as BookingEligibilityMapper } from './eligibility.ts';
export type { CreditRecordSource as CreditRecordMapper } from './credit.ts';
