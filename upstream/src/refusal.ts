/**
 * Refusing a call: the one way a route says "no" with a message (code 1), from anywhere in its
 * write. `refuse` throws a Refusal, which rolls the write's transaction back; the write turns it
 * into its answer (`refusalAnswer`). A handler that refuses before writing anything returns
 * `refused(…)` instead.
 */
import { fail, CODE, type Envelope } from './envelope.ts';

/** A refusal inside a write: the transaction rolls back and the call answers code 1 with the message and data. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Refuses the call from inside a write (throws a Refusal). */
export function refuse(message: string, data: unknown = null): never {
  throw new Refusal(message, data);
}

/** The answer of a refused call: code 1 with the message (and data). */
export function refused(message: string, data: unknown = null): Envelope {
  return { ...fail(CODE.FAIL, message), data };
}

/** The answer a Refusal stands for. */
export function refusalAnswer(refusal: Refusal): Envelope {
  return refused(refusal.message, refusal.data);
}
