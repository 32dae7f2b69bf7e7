/** Upstream rows of votes (API.md "Votes") and what the types resolve from. */

export interface VoteRow {
  id: string | number;
  title?: string | null;
  cover?: string | null;
  voteType?: string | number | null;
  joinStartTime?: string | null;
  joinEndTime?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  status?: string | number | null;
  workNum?: string | number | null;
  voteNum?: string | number | null;
  visitNum?: string | number | null;
  /** The detail only. */
  description?: string | null;
  rules?: string | null;
  dayLimit?: string | number | null;
  workDayLimit?: string | number | null;
  userWorkLimit?: string | number | null;
  maxImages?: string | number | null;
  allowJoin?: string | number | null;
  needAudit?: string | number | null;
  /** The caller's, "" when anonymous (the detail only). */
  myVoteNum?: string | number | null;
  myWorkNum?: string | number | null;
  /** myVoteList only: the caller's votes in all, and when they last voted. */
  lastVoteTime?: string | null;
}

/** The vote a work detail carries (what a vote button needs). */
export interface VoteInfoRow {
  id: string | number;
  title?: string | null;
  status?: string | number | null;
  startTime?: string | null;
  endTime?: string | null;
  dayLimit?: string | number | null;
  workDayLimit?: string | number | null;
  myVoteNum?: string | number | null;
}

export interface WorkRow {
  id: string | number;
  voteId?: string | number | null;
  number?: string | number | null;
  title?: string | null;
  author?: string | null;
  description?: string | null;
  images?: string | null;
  video?: string | null;
  voteNum?: string | number | null;
  rank?: string | number | null;
  status?: string | number | null;
  refuseReason?: string | null;
  createTime?: string | null;
  myVoteNum?: string | number | null;
  /** myJoinList only. */
  voteTitle?: string | null;
  /** workDetail only. */
  voteInfo?: VoteInfoRow | null;
}

/**
 * What Vote resolves from: a list item or a partial row (`complete: false`: fields it lacks load
 * the detail once, through the loader) or the detail.
 */
export interface VoteSource {
  __typename: 'Vote';
  id: string;
  row: VoteRow;
  complete: boolean;
}

export interface VoteWorkSource {
  __typename: 'VoteWork';
  id: string;
  row: WorkRow;
}

export interface VoteParticipationSource {
  row: VoteRow;
}

/** What the vote payloads resolve from. */
export interface VotePayloadSource {
  errors: import('../../core/user-errors.ts').UserErrorSource[];
  workId?: string | null;
  voteId?: string | null;
}
