import { inputError } from '../../core/user-errors.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { codePointLength, validatePhone } from '../../core/validation.ts';
import { int } from '../../core/normalise.ts';
import type {
  ComplainantGender,
  ComplaintChannel,
  ComplaintStatus,
  FileComplaintInput,
  FileVoiceComplaintInput,
} from '../../generated/resolvers-types.ts';

/**
 * The complaint family's rules, computed here once. Limits are the gateway's
 * (the spec shows none beyond the prompts); clients read them from `inputLimits`.
 */
export const COMPLAINT_NAME_MAX = 20;
export const COMPLAINT_RESPONDENT_MAX = 50;
export const COMPLAINT_ADDRESS_MAX = 100;
export const COMPLAINT_REASON_MAX = 500;
/** Evidence pictures on one complaint (the caller supplies the uploader's limit). */
export const COMPLAINT_MAX_PICTURES = 6;
/** A voice complaint is a short message, as a phone's voice message is. */
export const VOICE_COMPLAINT_MAX_SECONDS = 60;
/** A time of occurrence up to this far after now is taken (the phone's clock may run ahead), in ms. */
const FUTURE_SLACK_MS = 60_000;

export const COMPLAINT_LIMITS = {
  complaintNameMaxLength: COMPLAINT_NAME_MAX,
  complaintRespondentMaxLength: COMPLAINT_RESPONDENT_MAX,
  complaintAddressMaxLength: COMPLAINT_ADDRESS_MAX,
  complaintReasonMaxLength: COMPLAINT_REASON_MAX,
  complaintMaxPictures: COMPLAINT_MAX_PICTURES,
  voiceComplaintMaxSeconds: VOICE_COMPLAINT_MAX_SECONDS,
} as const;

const STATUSES: readonly ComplaintStatus[] = ['PENDING', 'ACCEPTED', 'PROCESSED'];

/** Upstream status "0" | "1" | "2" → the enum (an unknown code reads as PENDING: nothing was done yet that we know of). */
export function complaintStatus(value: unknown): ComplaintStatus {
  return STATUSES[int(value) ?? 0] ?? 'PENDING';
}

export function complaintStatusParam(status: ComplaintStatus): string {
  return String(STATUSES.indexOf(status));
}

export function complaintChannel(value: unknown): ComplaintChannel {
  return value === 'VOICE' ? 'VOICE' : value === 'PLACE' ? 'PLACE' : 'FORM';
}

export function complainantGender(value: unknown): ComplainantGender {
  const n = int(value);
  return n === 1 ? 'MALE' : n === 2 ? 'FEMALE' : 'UNSPECIFIED';
}

export function genderParam(gender: ComplainantGender | null | undefined): string {
  return gender === 'MALE' ? '1' : gender === 'FEMALE' ? '2' : '0';
}

/** Satisfied feedback may be given on a processed complaint without one, once. */
export function canGiveFeedback(status: ComplaintStatus, feedbackGiven: boolean): boolean {
  return status === 'PROCESSED' && !feedbackGiven;
}

/** A text field: required (its own prompt) and at most `max` characters. */
function requiredText(value: string | null | undefined, field: string, required: UserErrorSource['code'], max: number): UserErrorSource[] {
  const text = (value ?? '').trim();
  if (text === '') return [inputError(required, field)];
  if (codePointLength(text) > max) return [inputError('COMPLAINT_TEXT_TOO_LONG', field, max)];
  return [];
}

function validLocation(location: FileComplaintInput['location']): boolean {
  if (!location) return false;
  if (location.placeId && location.placeId.trim() !== '') return true;
  const p = location.point;
  return !!p && Number.isFinite(p.longitude) && Number.isFinite(p.latitude) && Math.abs(p.longitude) <= 180 && Math.abs(p.latitude) <= 90;
}

/**
 * Every reason the complaint form is refused (each missing item has its own prompt),
 * in the form's order, all at once, before any upstream call.
 */
export function validateComplaint(input: FileComplaintInput, nowMs: number): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  errors.push(...requiredText(input.name, 'name', 'COMPLAINT_NAME_REQUIRED', COMPLAINT_NAME_MAX));
  errors.push(...validatePhone(input.phone ?? '', 'phone'));
  if (!input.typeId || input.typeId.trim() === '') errors.push(inputError('COMPLAINT_TYPE_REQUIRED', 'typeId'));
  errors.push(...requiredText(input.respondent, 'respondent', 'COMPLAINT_RESPONDENT_REQUIRED', COMPLAINT_RESPONDENT_MAX));
  if (!validLocation(input.location)) errors.push(inputError('COMPLAINT_LOCATION_REQUIRED', 'location'));
  else if (codePointLength((input.location?.name ?? '').trim()) > COMPLAINT_ADDRESS_MAX)
    errors.push(inputError('COMPLAINT_TEXT_TOO_LONG', 'location', COMPLAINT_ADDRESS_MAX));
  errors.push(...requiredText(input.detailedAddress, 'detailedAddress', 'COMPLAINT_ADDRESS_REQUIRED', COMPLAINT_ADDRESS_MAX));
  const occurred = input.occurredAt ? Date.parse(input.occurredAt) : Number.NaN;
  if (Number.isNaN(occurred)) errors.push(inputError('COMPLAINT_TIME_REQUIRED', 'occurredAt'));
  else if (occurred > nowMs + FUTURE_SLACK_MS) errors.push(inputError('COMPLAINT_TIME_IN_FUTURE', 'occurredAt'));
  errors.push(...requiredText(input.reason, 'reason', 'COMPLAINT_REASON_REQUIRED', COMPLAINT_REASON_MAX));
  if ((input.evidenceIds?.length ?? 0) > COMPLAINT_MAX_PICTURES)
    errors.push(inputError('COMPLAINT_TOO_MANY_PICTURES', 'evidenceIds', COMPLAINT_MAX_PICTURES));
  return errors;
}

/** A voice complaint: a recording of 1…VOICE_COMPLAINT_MAX_SECONDS seconds and a phone. */
export function validateVoiceComplaint(input: FileVoiceComplaintInput): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  if (!input.audioId || input.audioId.trim() === '') errors.push(inputError('COMPLAINT_VOICE_REQUIRED', 'audioId'));
  else if (!Number.isInteger(input.durationSeconds) || input.durationSeconds < 1)
    errors.push(inputError('COMPLAINT_VOICE_TOO_SHORT', 'durationSeconds'));
  else if (input.durationSeconds > VOICE_COMPLAINT_MAX_SECONDS)
    errors.push(inputError('COMPLAINT_VOICE_TOO_LONG', 'durationSeconds', VOICE_COMPLAINT_MAX_SECONDS));
  errors.push(...validatePhone(input.phone ?? '', 'phone'));
  return errors;
}

/** A feedback comment is optional, at most the reason's length. */
export function validateFeedbackComment(comment: string | null | undefined): UserErrorSource[] {
  return codePointLength((comment ?? '').trim()) > COMPLAINT_REASON_MAX
    ? [inputError('COMPLAINT_TEXT_TOO_LONG', 'comment', COMPLAINT_REASON_MAX)]
    : [];
}
