import type { GateOrderRow, WriteOffOrderSource } from './types.ts';

export function writeOffOrderSource(row: GateOrderRow): WriteOffOrderSource {
  return { __typename: 'WriteOffOrder', id: String(row.id ?? ''), row };
}
