/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { WithdrawalSource as WithdrawalMapper, WithdrawalPayloadSource as WithdrawFromWalletPayloadMapper } from './types.ts';
