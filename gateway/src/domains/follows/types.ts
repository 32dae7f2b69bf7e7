/** Upstream rows of the follows (API.md "Interactions" focusList, "Following people") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

export interface FollowedRow {
  resourceId?: string | number | null;
  resourceType?: string | null;
  resourceName?: string | null;
  images?: string | null;
  createTime?: string | null;
}

export interface PersonRow {
  userId?: string | null;
  nickName?: string | null;
  headImg?: string | null;
  focusStatus?: string | number | null;
  createTime?: string | null;
}

/** What Person resolves from: a list row (its `viewerFollows` as the list says, or as a mutation set it). */
export interface PersonSource {
  unid: string;
  row: PersonRow;
  viewerFollows: boolean;
}

/** What SetPersonFollowPayload resolves from. */
export interface PersonPayloadSource {
  errors: UserErrorSource[];
  person: PersonSource | null;
}
