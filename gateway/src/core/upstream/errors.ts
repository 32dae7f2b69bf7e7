import { GraphQLError } from 'graphql';

/**
 * The `extensions.code` values users may see. Documented on the schema root.
 */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'SERVICE_SUSPENDED'
  | 'INVITATION_REQUIRED'
  | 'TOO_MANY_VISITORS'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'SITE_IN_TESTING';

/** Why the upstream could not be used; never carries URLs, tokens or stacks. */
export type UnavailableReason = 'NETWORK' | 'TIMEOUT' | 'HTTP_STATUS' | 'CIRCUIT_OPEN';

export function userError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export function badInput(message: string): GraphQLError {
  return userError('BAD_USER_INPUT', message);
}

/**
 * A business failure answered by the upstream (envelope `code` not 0).
 * `upstreamCode` is kept so that callers can treat e.g. "资源不存在" as a missing object.
 */
export class UpstreamCodeError extends GraphQLError {
  readonly upstreamCode: number;
  readonly upstreamMessage: string;
  constructor(code: ErrorCode, message: string, upstreamCode: number, upstreamMessage: string) {
    super(message, { extensions: code === 'UPSTREAM_ERROR' ? { code, upstreamCode } : { code } });
    this.upstreamCode = upstreamCode;
    this.upstreamMessage = upstreamMessage;
  }
}

/** The upstream could not be reached, timed out or answered HTTP 5xx. */
export class UpstreamUnavailableError extends GraphQLError {
  readonly reason: UnavailableReason;
  constructor(reason: UnavailableReason) {
    super('The service is temporarily unavailable, please try again later.', {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason },
    });
    this.reason = reason;
  }
}

/** The upstream answered something that is not a JSON envelope. */
export class UpstreamMalformedError extends GraphQLError {
  constructor() {
    super('The service answered with an invalid response.', { extensions: { code: 'UPSTREAM_ERROR' } });
  }
}

const FIXED_MESSAGES: Record<number, [ErrorCode, string]> = {
  2: ['UNAUTHENTICATED', 'Please sign in again.'],
  3: ['SERVICE_SUSPENDED', 'The service of this site is suspended.'],
  5: ['TOO_MANY_VISITORS', 'Too many visitors at the moment, please refresh and visit again.'],
};

const INVITATION: [ErrorCode, string] = ['INVITATION_REQUIRED', 'An invitation is required.'];

/**
 * Maps a non-zero envelope code to the GraphQL error users see. Code 4 means "invitation
 * required" only as the answer of the open-id check (`openIdCheck`); from any other
 * call it is an ordinary upstream error.
 */
export function errorForCode(code: number, serverMessage: string | null, options: { openIdCheck?: boolean } = {}): UpstreamCodeError {
  const fixed = code === 4 && options.openIdCheck ? INVITATION : FIXED_MESSAGES[code];
  const upstreamMessage = serverMessage ?? '';
  if (fixed) return new UpstreamCodeError(fixed[0], fixed[1], code, upstreamMessage);
  const message = upstreamMessage.trim() !== '' ? upstreamMessage : 'The service could not complete the request.';
  return new UpstreamCodeError('UPSTREAM_ERROR', message, code, upstreamMessage);
}

/** True for the upstream's "resource does not exist" answer of detail calls. */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamCodeError && error.upstreamCode === 1 && /不存在|not exist|not found/i.test(error.upstreamMessage);
}

/** What `load` answers, or null when the upstream says the object does not exist. */
export async function orNotFound<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** An upstream id as detail calls take it (digits only); anything else cannot exist. */
/** What an upstream's numeric id looks like (most families' rows). */
export const UPSTREAM_ID = /^\d{1,18}$/;
export const isUpstreamId = (id: string): boolean => UPSTREAM_ID.test(id);
