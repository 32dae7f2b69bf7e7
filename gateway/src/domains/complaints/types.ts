/** Upstream rows of complaints (API.md "Complaints") and what the types resolve from. */

export interface ComplaintRow {
  id: string | number;
  complaintNo?: string | null;
  channel?: string | null;
  typeId?: string | number | null;
  typeName?: string | null;
  respondent?: string | null;
  reason?: string | null;
  locationName?: string | null;
  images?: string | null;
  audio?: string | null;
  audioTime?: string | number | null;
  status?: string | number | null;
  createTime?: string | null;
  feedbackStatus?: string | number | null;
}

export interface ComplaintRecordRow {
  status?: string | number | null;
  content?: string | null;
  handler?: string | null;
  createTime?: string | null;
}

export interface ComplaintDetailRow extends ComplaintRow {
  name?: string | null;
  phone?: string | null;
  sex?: string | number | null;
  resourceType?: string | null;
  resourceId?: string | number | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  address?: string | null;
  happenTime?: string | null;
  records?: ComplaintRecordRow[] | null;
  feedback?: { satisfied?: string | number | null; content?: string | null; createTime?: string | null } | null;
}

export interface ComplaintSettingsRow {
  title?: string | null;
  intro?: string | null;
  hotline?: string | null;
  channels?: string | null;
}

export interface ComplaintTypeRow {
  id: string | number;
  name?: string | null;
}

export interface ComplaintContactRow {
  name?: string | null;
  phone?: string | null;
  sex?: string | number | null;
}

/**
 * What Complaint resolves from: a list item (`complete: false`; the detail-only fields load the
 * detail once, through the loader) or the detail.
 */
export interface ComplaintSource {
  __typename: 'Complaint';
  id: string;
  row: ComplaintRow | ComplaintDetailRow;
  complete: boolean;
}

/** What ComplaintLocation resolves from: its name, and the complaint whose detail holds the point and place. */
export interface ComplaintLocationSource {
  name: string;
  complaint: ComplaintSource;
}

/** What ComplaintSettings resolves from. */
export type ComplaintSettingsSource = ComplaintSettingsRow;

/** What the complaint payloads resolve from. */
export interface ComplaintPayloadSource {
  errors: import('../../core/user-errors.ts').UserErrorSource[];
  /** The complaint's upstream id, when there is one to show. */
  complaintId?: string | null;
}
