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
  /** Whose view it is: the user's phone as the credit service takes it (SM4 hex), on the platform (site id). */
  phoneSm4: string;
  platformCode: string;
  score: number;
  status: CreditStatusValue;
  missedCount: number;
  banStartsAt: string | null;
  banEndsAt: string | null;
}

/** `credit/api/creditUser/months` datas (API.md). */
export interface CreditMonthRow {
  month?: string | null;
  addScore?: string | number | null;
  deductScore?: string | number | null;
  recordNum?: string | number | null;
}

/** `credit/api/creditUser/records` datas (API.md). */
export interface CreditRecordRow {
  id?: string | number | null;
  changeScore?: string | number | null;
  reason?: string | null;
  resourceName?: string | null;
  createTime?: string | null;
}
