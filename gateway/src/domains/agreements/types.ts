/** Upstream rows of the agreements family (API.md "Agreements") and what the types resolve from. */

export interface AgreementRow {
  id: string | number;
  type?: string | null;
  title?: string | null;
  version?: string | null;
  updateTime?: string | null;
  /** The detail only. */
  content?: string | null;
}
