import { requireToken } from './auth.ts';
import type { GatewayContext } from './context.ts';
import type { PayloadSource } from './payload.ts';
import { rawIdOf } from './relay/global-id.ts';
import type { Envelope } from './upstream/envelope.ts';
import { inputError, refusalOf } from './user-errors.ts';
import type { UserErrorSource } from './user-errors.ts';

/** An upstream answer's typed refusal (null: accepted); `refusalOf` unless a domain says more. */
export type RefusalMapper = (envelope: Envelope, field: string | null) => UserErrorSource | null;

/**
 * The steps of a mutation that end it with typed errors. Each refusal ends the mutation at once:
 * its payload is the `refused` fields given to `mutate` (plus the `extra` ones a step names) and
 * the errors, so a refused input costs no further upstream call and changes nothing.
 */
export interface MutationSteps<F> {
  /** Ends the mutation with these errors; carries on when there are none. */
  check(errors: UserErrorSource | readonly UserErrorSource[] | null | undefined, extra?: Partial<F>): void;
  /** Ends the mutation with these errors. */
  refuse(errors: UserErrorSource | readonly UserErrorSource[], extra?: Partial<F>): never;
  /** The upstream id inside a global id of `types` matching `pattern`; RESOURCE_NOT_FOUND on `field` otherwise. */
  rawId(globalId: string | null | undefined, types: string | readonly string[], field: string, pattern?: RegExp): string;
  /** `value` when there is one; RESOURCE_NOT_FOUND on `field` otherwise (an object the viewer may not see answers the same). */
  found<T>(value: T | null | undefined, field: string): T;
  /**
   * The upstream's answer when it accepts the write. Its code-1 refusal ends the mutation typed
   * (`options.refusal` maps it, else the mutation's, else `refusalOf`, on `field`); any other code throws the
   * mapped GraphQL error as every upstream answer does.
   */
  accepted(envelope: Envelope, field?: string | null, options?: { refusal?: RefusalMapper; extra?: Partial<F> }): Envelope;
}

/** How a step ends a mutation: caught by `mutate` only, never seen outside it. */
class Refused<F> {
  constructor(
    readonly errors: UserErrorSource[],
    readonly extra: Partial<F>,
  ) {}
}

function listOf(errors: UserErrorSource | readonly UserErrorSource[] | null | undefined): UserErrorSource[] {
  if (!errors) return [];
  return Array.isArray(errors) ? [...(errors as readonly UserErrorSource[])] : [errors as UserErrorSource];
}

/**
 * The skeleton every mutation shares: the session token is required first (UNAUTHENTICATED
 * before any upstream call), then `run` decodes ids, reads fresh rows, checks the rules, posts to
 * the upstream and forgets what changed, returning the payload's fields; any step's refusal
 * answers `refused` with the typed errors instead. A success answers with no errors.
 * `options.refusal` maps the upstream's refusals of this mutation (a domain's own reading).
 */
export async function mutate<F extends object>(
  ctx: GatewayContext,
  refused: NoInfer<F>,
  run: (steps: MutationSteps<F>) => Promise<F>,
  options: { refusal?: RefusalMapper } = {},
): Promise<NoInfer<F> & PayloadSource> {
  requireToken(ctx);
  const refuse = (errors: UserErrorSource | readonly UserErrorSource[], extra: Partial<F> = {}): never => {
    throw new Refused<F>(listOf(errors), extra);
  };
  const steps: MutationSteps<F> = {
    check: (errors, extra) => {
      const list = listOf(errors);
      if (list.length > 0) refuse(list, extra);
    },
    refuse,
    rawId: (globalId, types, field, pattern) => rawIdOf(globalId, types, pattern) ?? refuse(inputError('RESOURCE_NOT_FOUND', field)),
    found: (value, field) => value ?? refuse(inputError('RESOURCE_NOT_FOUND', field)),
    accepted: (envelope, field = null, step = {}) => {
      const error = (step.refusal ?? options.refusal ?? refusalOf)(envelope, field);
      if (error) refuse(error, step.extra);
      return envelope;
    },
  };
  try {
    return { ...(await run(steps)), errors: [] };
  } catch (error) {
    if (error instanceof Refused) return { ...refused, ...(error.extra as Partial<F>), errors: error.errors };
    throw error;
  }
}

/**
 * The reading of a refusal of a write about an object and a text (a comment, a reply): a missing
 * object is about `targetField`, any other refusal is about the text (`content`).
 */
export function refusalOnTargetOrContent(targetField: string): RefusalMapper {
  return (envelope) => {
    const refusal = refusalOf(envelope, targetField);
    return refusal && { ...refusal, field: refusal.code === 'RESOURCE_NOT_FOUND' ? targetField : 'content' };
  };
}

/** `mutate` reading the upstream's refusals the way one domain does (its `refusalsOf`), unless a step says otherwise. */
export function mutateWith(refusal: RefusalMapper) {
  return <F extends object>(
    ctx: GatewayContext,
    refused: NoInfer<F>,
    run: (steps: MutationSteps<F>) => Promise<F>,
    options: { refusal?: RefusalMapper } = {},
  ): Promise<NoInfer<F> & PayloadSource> => mutate<F>(ctx, refused, run, { refusal: options.refusal ?? refusal });
}
