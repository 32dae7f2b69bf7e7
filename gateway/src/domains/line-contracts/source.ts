import type { LineContractRow, LineContractSource } from './types.ts';

/** The contract of the line order `orderId` (its raw id). */
export function lineContractSource(orderId: string, row: LineContractRow): LineContractSource {
  return { __typename: 'LineContract', id: orderId, row };
}
