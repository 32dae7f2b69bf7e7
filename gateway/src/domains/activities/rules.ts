/**
 * THE rules of activities: the time state, the sign-up window, the type, the mode and the booking button. Every function takes `now` explicitly so that tests can pin any boundary.
 */

export type ActivityTimeStateValue = 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED';

/** The time state of an activity: before the use start NOT_STARTED, after the use end ENDED, otherwise IN_PROGRESS. */
export function activityTimeState(useStart: number | null, useEnd: number | null, now: number): ActivityTimeStateValue {
  if (useStart !== null && now < useStart) return 'NOT_STARTED';
  if (useEnd !== null && now > useEnd) return 'ENDED';
  return 'IN_PROGRESS';
}

/** Inside the sign-up window (bounds inclusive; a missing bound is open). */
export function signUpOpen(signStart: number | null, signEnd: number | null, now: number): boolean {
  return (signStart === null || now >= signStart) && (signEnd === null || now <= signEnd);
}

export type ActivityTypeValue = 'BOOKING' | 'SIGN_UP' | 'ORDINARY' | 'VOLUNTEER_RECRUITMENT';
export type ActivityBookingButtonValue = 'BOOK' | 'SIGN_UP' | 'SOLD_OUT' | 'NOT_OPEN_YET' | 'CLOSED' | 'EXTERNAL' | 'NONE';

export interface ActivityButtonInput {
  type: ActivityTypeValue;
  /** The mode is publicity (8): nothing to book. */
  publicity: boolean;
  jumpUrl: string | null;
  signStart: number | null;
  signEnd: number | null;
  useEnd: number | null;
  stock: number | null;
}

/**
 * The detail page's button: ordinary and publicity activities have none; an external jumpUrl
 * sends the visitor away (EXTERNAL) while the window is open; otherwise the window decides
 * (NOT_OPEN_YET / CLOSED, also CLOSED once the activity ended), then the stock (SOLD_OUT), then
 * BOOK for booking activities and SIGN_UP for sign-up and recruitment.
 */
export function activityBookingButton(a: ActivityButtonInput, now: number): ActivityBookingButtonValue {
  if (a.type === 'ORDINARY' || a.publicity) return 'NONE';
  if (a.useEnd !== null && now > a.useEnd) return 'CLOSED';
  if (a.signStart !== null && now < a.signStart) return 'NOT_OPEN_YET';
  if (a.signEnd !== null && now > a.signEnd) return 'CLOSED';
  if (a.jumpUrl) return 'EXTERNAL';
  if (a.stock !== null && a.stock <= 0) return 'SOLD_OUT';
  return a.type === 'BOOKING' ? 'BOOK' : 'SIGN_UP';
}

export const ACTIVITY_TYPES: Readonly<Record<string, ActivityTypeValue>> = {
  ACTIVITY_TYPE_RESERVE: 'BOOKING',
  ACTIVITY_TYPE_ENROLL: 'SIGN_UP',
  ACTIVITY_TYPE_PLAIN: 'ORDINARY',
  ACTIVITY_TYPE_VOLUNT: 'VOLUNTEER_RECRUITMENT',
};

export type ActivityModeValue =
  | 'FREE_BOOKING'
  | 'POINTS_BOOKING'
  | 'FREE_SIGN_UP'
  | 'POINTS_SIGN_UP'
  | 'PAID_SIGN_UP'
  | 'PAID_BOOKING'
  | 'VOLUNTEER_RECRUITMENT'
  | 'PUBLICITY'
  | 'CREDIT_USE'
  | 'CREDIT_AUDIT'
  | 'OTHER';

/** API.md: `method` "1".."11". */
export const ACTIVITY_MODES: Readonly<Record<number, ActivityModeValue>> = {
  1: 'FREE_BOOKING',
  2: 'POINTS_BOOKING',
  3: 'FREE_SIGN_UP',
  4: 'POINTS_SIGN_UP',
  5: 'PAID_SIGN_UP',
  6: 'PAID_BOOKING',
  7: 'VOLUNTEER_RECRUITMENT',
  8: 'PUBLICITY',
  9: 'CREDIT_USE',
  10: 'CREDIT_AUDIT',
  11: 'OTHER',
};

export const activityType = (value: string | null): ActivityTypeValue => (value ? ACTIVITY_TYPES[value] : undefined) ?? 'ORDINARY';
export const activityMode = (code: number | null): ActivityModeValue => (code === null ? 'OTHER' : (ACTIVITY_MODES[code] ?? 'OTHER'));

export type ActivitySurveyStateValue = 'NOT_OPEN' | 'OPEN' | 'ANSWERED';

/** The upstream's surveyStatus: "1" to answer, "2" answered, anything else nothing to answer. */
export const surveyState = (code: string | null | undefined): ActivitySurveyStateValue =>
  code === '1' ? 'OPEN' : code === '2' ? 'ANSWERED' : 'NOT_OPEN';

/**
 * Why an answer to a survey is refused, checked before any write: the survey must be open, every
 * question answered once (no other question) with stars in [min, max], the comment at most `maxComment` characters.
 */
export function surveyAnswerRefusal(
  survey: { state: ActivitySurveyStateValue; questionIds: readonly string[] },
  answer: { answers: readonly { questionId: string; stars: number }[]; comment: string },
  limits: { starMin: number; starMax: number; maxComment: number },
): {
  code: 'SURVEY_NOT_OPEN' | 'SURVEY_ALREADY_ANSWERED' | 'SURVEY_ANSWERS_INCOMPLETE' | 'STAR_OUT_OF_RANGE' | 'COMMENT_TOO_LONG';
  field: string;
} | null {
  if (survey.state === 'ANSWERED') return { code: 'SURVEY_ALREADY_ANSWERED', field: 'orderCode' };
  if (survey.state !== 'OPEN') return { code: 'SURVEY_NOT_OPEN', field: 'orderCode' };
  const ids = new Set(answer.answers.map((a) => a.questionId));
  const complete =
    ids.size === answer.answers.length && ids.size === survey.questionIds.length && survey.questionIds.every((id) => ids.has(id));
  if (!complete) return { code: 'SURVEY_ANSWERS_INCOMPLETE', field: 'answers' };
  if (answer.answers.some((a) => !Number.isInteger(a.stars) || a.stars < limits.starMin || a.stars > limits.starMax))
    return { code: 'STAR_OUT_OF_RANGE', field: 'answers' };
  if ([...answer.comment].length > limits.maxComment) return { code: 'COMMENT_TOO_LONG', field: 'comment' };
  return null;
}
