import type { PayloadSource } from '../../core/payload.ts';

/** A contract as the upstream answers it (API.md "Line travel contracts"). */
export interface LineContractRow {
  orderId?: string | number | null;
  orderNo?: string | null;
  contractNo?: string | null;
  status?: number | string | null;
  agencyName?: string | null;
  agencyLicenseNo?: string | null;
  agencyPhone?: string | null;
  travellerName?: string | null;
  travellerIdNumber?: string | null;
  lineName?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  travellers?: unknown;
  amount?: string | number | null;
  terms?: unknown;
  emergencyName?: string | null;
  emergencyPhone?: string | null;
  signTime?: string | null;
  signedName?: string | null;
  signatureUrl?: string | null;
}

export interface LineContractSource {
  __typename: 'LineContract';
  /** The line order's upstream id (the contract's raw id). */
  id: string;
  row: LineContractRow;
}

export interface LineContractClauseSource {
  number: number;
  title: string;
  text: string;
}

export interface SignLineContractPayloadSource extends PayloadSource {
  contract: LineContractSource | null;
  signedAt: string | null;
}
