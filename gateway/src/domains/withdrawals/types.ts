import type { PayloadSource } from '../../core/payload.ts';

/** culturalcloud/1.0/wallet/withdraw/list item and withdraw/detail (API.md "Shop"). */
export interface WithdrawalRow {
  withdrawId: string | number;
  withdrawNo?: string | null;
  amount?: string | number | null;
  destination?: string | null;
  status?: string | null;
  createTime?: string | null;
  finishTime?: string | null;
}

export interface WithdrawalSource {
  __typename: 'Withdrawal';
  id: string;
  row: WithdrawalRow;
}

/** What withdrawFromWallet's payload resolves from. */
export interface WithdrawalPayloadSource extends PayloadSource {
  withdrawal?: WithdrawalRow | null;
}
