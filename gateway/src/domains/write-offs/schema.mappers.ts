/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  GateRow as WriteOffGateMapper,
  UsedRow as WriteOffUseMapper,
  WriteOffOrderSource as WriteOffOrderMapper,
  WriteOffLookupSource as WriteOffLookupMapper,
  WriteOffPayloadSource as WriteOffVoucherPayloadMapper,
} from './types.ts';
