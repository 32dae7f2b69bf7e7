/** `credit/api/creditUser/view` datas[0] (API.md). */
export interface CreditRow {
  creditScore?: string | number | null;
  creditStatus?: string | null;
  losePromiseCount?: string | number | null;
  loseCreditStartTime?: string | null;
  loseCreditEndTime?: string | null;
}

export type CreditStatusValue = 'GOOD' | 'SHORT_LOSE_CREDIT' | 'LOSE_CREDIT';

/** What CreditView resolves from (normalised). */
export interface CreditSource {
  score: number;
  status: CreditStatusValue;
  missedCount: number;
  banStartsAt: string | null;
  banEndsAt: string | null;
}
