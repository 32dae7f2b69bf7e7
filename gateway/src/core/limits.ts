/**
 * THE input limits the gateway enforces, defined once.
 * Clients read them from the graph (`Query.inputLimits`) instead of re-typing them; every length
 * is counted in Unicode code points (an emoji is one character, as the input box counts it).
 */
export const COMMENT_MAX_CHARS = 200;
export const MAX_EMOTICONS = 10;
export const MAX_TAGS = 5;
export const STAR_MIN = 1;
export const STAR_MAX = 5;
/** The longest keyword a search takes (`searchPlaces`, the places keyword filter, `recordSearch`). */
export const SEARCH_KEYWORD_MAX = 50;
/** A contact name: required after trimming. */
export const CONTACT_NAME_MAX = 20;
/** Purpose of a room booking and reason of a refund: required. */
export const PURPOSE_MAX = 200;
/** Reservation days offered (custom reservation shows 7 days; commonOrderTimeList dayNum 7). */
export const RESERVATION_DAYS = 7;
/** A phone is 11 digits, a verification code 6 digits. */
export const PHONE_DIGITS = 11;
export const CODE_DIGITS = 6;

/**
 * The limits as `Query.inputLimits` answers them: the core's own fields; a domain adds its
 * limits with `extend type InputLimits` and resolves them itself.
 */
export const INPUT_LIMITS = {
  commentMaxLength: COMMENT_MAX_CHARS,
  commentMaxEmoticons: MAX_EMOTICONS,
  commentMaxTags: MAX_TAGS,
  starMin: STAR_MIN,
  starMax: STAR_MAX,
  searchKeywordMaxLength: SEARCH_KEYWORD_MAX,
  contactNameMaxLength: CONTACT_NAME_MAX,
  textMaxLength: PURPOSE_MAX,
  reservationDays: RESERVATION_DAYS,
  phoneDigits: PHONE_DIGITS,
  codeDigits: CODE_DIGITS,
} as const;

/** What InputLimits resolves from (its domain fields resolve on their own). */
export type InputLimitsSource = typeof INPUT_LIMITS;
