import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { int } from '../../core/normalise.ts';
import { codePointLength, validatePhone } from '../../core/validation.ts';
import type { JoinVoteInput, VoteStatus, VoteWorkKind, VoteWorkStatus } from '../../generated/resolvers-types.ts';

/** The vote family's rules, computed here once. Each vote's own limits come from the upstream. */
export const VOTE_WORK_TITLE_MAX = 30;
export const VOTE_AUTHOR_MAX = 20;
export const VOTE_DESCRIPTION_MAX = 500;

export const VOTE_LIMITS = {
  voteWorkTitleMaxLength: VOTE_WORK_TITLE_MAX,
  voteAuthorMaxLength: VOTE_AUTHOR_MAX,
  voteWorkDescriptionMaxLength: VOTE_DESCRIPTION_MAX,
} as const;

const STATUSES: readonly VoteStatus[] = ['NOT_STARTED', 'ONGOING', 'ENDED'];
const WORK_STATUSES: readonly VoteWorkStatus[] = ['PENDING', 'APPROVED', 'REFUSED'];

export function voteStatus(value: unknown): VoteStatus {
  return STATUSES[int(value) ?? 0] ?? 'NOT_STARTED';
}

export function voteStatusParam(status: VoteStatus): string {
  return String(STATUSES.indexOf(status));
}

export function workStatus(value: unknown): VoteWorkStatus {
  return WORK_STATUSES[int(value) ?? 0] ?? 'PENDING';
}

/** `voteType` "2" is a video vote; anything else takes pictures. */
export function workKind(value: unknown): VoteWorkKind {
  return int(value) === 2 ? 'VIDEO' : 'IMAGE';
}

/** A limit the organiser set (at least 1: a vote that allowed nothing would be a mistake upstream). */
export function limitOf(value: unknown, fallback = 1): number {
  const n = int(value);
  return n !== null && n >= 1 ? n : fallback;
}

export interface VoteState {
  workStatus: VoteWorkStatus;
  voteStatus: VoteStatus;
  votesPerDay: number;
  votesPerWorkPerDay: number;
  votesToday: number;
  workVotesToday: number;
}

/** Why a vote for a work is not counted now (the vote's rules), or null when it may be cast. */
export function voteRefusal(s: VoteState): UserErrorSource | null {
  if (s.workStatus !== 'APPROVED') return inputError('VOTE_WORK_NOT_APPROVED', 'workId');
  if (s.voteStatus === 'NOT_STARTED') return inputError('VOTE_NOT_STARTED', 'workId');
  if (s.voteStatus === 'ENDED') return inputError('VOTE_ENDED', 'workId');
  if (s.votesToday >= s.votesPerDay) return inputError('VOTE_DAY_LIMIT_REACHED', 'workId', s.votesPerDay);
  if (s.workVotesToday >= s.votesPerWorkPerDay) return inputError('VOTE_WORK_LIMIT_REACHED', 'workId', s.votesPerWorkPerDay);
  return null;
}

/** Votes left today: none unless voting is under way. */
export function votesLeftToday(status: VoteStatus, votesPerDay: number, votesToday: number): number {
  return status === 'ONGOING' ? Math.max(0, votesPerDay - votesToday) : 0;
}

/** A work may be joined while the vote takes works and its sign-up window is open. */
export function canJoin(allowJoin: boolean, joinStart: number | null, joinEnd: number | null, now: number): boolean {
  return allowJoin && joinStart !== null && joinEnd !== null && now >= joinStart && now < joinEnd;
}

function text(value: string | null | undefined, field: string, required: UserErrorSource['code'] | null, max: number): UserErrorSource[] {
  const t = (value ?? '').trim();
  if (t === '') return required ? [inputError(required, field)] : [];
  return codePointLength(t) > max ? [inputError('VOTE_TEXT_TOO_LONG', field, max)] : [];
}

/** The work's own items (no upstream call): title, author, phone, description. */
export function validateWork(input: JoinVoteInput): UserErrorSource[] {
  return [
    ...text(input.title, 'title', 'VOTE_WORK_TITLE_REQUIRED', VOTE_WORK_TITLE_MAX),
    ...text(input.author, 'author', 'VOTE_AUTHOR_REQUIRED', VOTE_AUTHOR_MAX),
    ...validatePhone(input.phone ?? '', 'phone'),
    ...text(input.description, 'description', null, VOTE_DESCRIPTION_MAX),
  ];
}

/** The work's media against the vote: pictures (1…picturesPerWork) or a video. */
export function validateMedia(kind: VoteWorkKind, imageCount: number, hasVideo: boolean, picturesPerWork: number): UserErrorSource[] {
  if (kind === 'VIDEO') return hasVideo ? [] : [inputError('VOTE_VIDEO_REQUIRED', 'videoId')];
  if (imageCount === 0) return [inputError('VOTE_PICTURES_REQUIRED', 'imageIds')];
  if (imageCount > picturesPerWork) return [inputError('VOTE_TOO_MANY_PICTURES', 'imageIds', picturesPerWork)];
  return [];
}
