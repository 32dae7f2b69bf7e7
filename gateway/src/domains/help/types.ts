/** Upstream rows of the help family (API.md "Complaints, one-key help…": help) and what the types resolve from. */

export interface EmergencyNumberRow {
  id: string | number;
  name?: string | null;
  phone?: string | null;
  type?: string | null;
}

export interface HelpRequestRow {
  id: string | number;
  phone?: string | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  address?: string | null;
  createTime?: string | null;
  repeated?: string | number | null;
}

export interface CommonProblemRow {
  id: string | number;
  title?: string | null;
  summary?: string | null;
  classifyName?: string | null;
  updateTime?: string | null;
  /** The detail only. */
  content?: string | null;
}

export interface InformationRow {
  id: string | number;
  title?: string | null;
  content?: string | null;
  phone?: string | null;
}

/** What CommonProblem resolves from: a list item (its answer loads with the detail) or the detail. */
export interface CommonProblemSource {
  __typename: 'CommonProblem';
  id: string;
  row: CommonProblemRow;
  complete: boolean;
}

/** What AskForHelpPayload resolves from. */
export interface HelpPayloadSource {
  errors: import('../../core/user-errors.ts').UserErrorSource[];
  request?: HelpRequestRow | null;
}
