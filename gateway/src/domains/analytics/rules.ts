import { badInput } from '../../core/upstream/errors.ts';
import { fromGlobalId } from '../../core/relay/global-id.ts';
import type { VisitEventInput } from '../../generated/resolvers-types.ts';

/**
 * The limits of a visit batch, owned here once; clients read them from `inputLimits`.
 */
export const VISIT_BATCH_MAX_EVENTS = 50;
/** A path, menu code or resource id longer than this is not a screen of the app's. */
export const VISIT_TEXT_MAX_LENGTH = 200;

export const VISIT_LIMITS = {
  visitBatchMaxEvents: VISIT_BATCH_MAX_EVENTS,
  visitTextMaxLength: VISIT_TEXT_MAX_LENGTH,
} as const;

const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An event as it goes upstream: each kind with what it needs, checked. */
export type VisitRecord =
  | { kind: 'PAGE_VIEW'; path: string }
  | { kind: 'STAY'; path: string; left: boolean }
  | { kind: 'TAP'; functionType: string; resourceId: string }
  | { kind: 'DETAIL_VIEW' | 'REPRINT_OPENED'; type: string; rawId: string };

/** The functionType of a banner tap (an advertising click). */
export const AD_CLICK = 'AD_CLICK';

/** Refuses the batch as a whole (BAD_USER_INPUT): too many events, or no usable visitor id. */
export function checkBatch(visitorId: string, events: readonly VisitEventInput[]): void {
  if (events.length > VISIT_BATCH_MAX_EVENTS) throw badInput(`A visit batch has at most ${VISIT_BATCH_MAX_EVENTS} events.`);
  if (!VISITOR_ID.test(visitorId)) throw badInput('visitorId must be 1 to 64 letters, digits, "-" or "_".');
}

function bounded(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v !== '' && v.length <= VISIT_TEXT_MAX_LENGTH ? v : null;
}

function screenPath(value: string | null | undefined): string | null {
  const v = bounded(value);
  return v?.startsWith('/') ? v : null;
}

/** The record of one event, or null when it lacks what its kind needs (the event is ignored). */
export function visitRecord(event: VisitEventInput): VisitRecord | null {
  switch (event.kind) {
    case 'PAGE_VIEW': {
      const path = screenPath(event.path);
      return path ? { kind: 'PAGE_VIEW', path } : null;
    }
    case 'STAY': {
      const path = screenPath(event.path);
      if (!path || !event.enteredAt) return null;
      if (event.leftAt && Date.parse(event.leftAt) < Date.parse(event.enteredAt)) return null;
      return { kind: 'STAY', path, left: Boolean(event.leftAt) };
    }
    case 'TAP': {
      const resourceId = bounded(event.resourceId);
      const functionType = event.tapTarget === 'BANNER' ? AD_CLICK : bounded(event.code);
      return resourceId && functionType ? { kind: 'TAP', functionType, resourceId } : null;
    }
    case 'DETAIL_VIEW':
    case 'REPRINT_OPENED': {
      const id = event.nodeId ? fromGlobalId(event.nodeId) : null;
      return id && id.rawId.length <= VISIT_TEXT_MAX_LENGTH ? { kind: event.kind, type: id.type, rawId: id.rawId } : null;
    }
    default:
      return null;
  }
}
