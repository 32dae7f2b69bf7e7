/** How a message's upstream fields become the schema's (class, kind, links, the centre's id). */
import { resourceDetailPath } from '../../core/resource-types.ts';
import { scopedGlobalId } from '../../core/relay/global-id.ts';
import { int, text } from '../../core/normalise.ts';
import { MESSAGE_CLASSES, type MessageClassName, type MessageRow } from './types.ts';

export type MessageKindName = 'NOTICE' | 'COMMENT_REPLY' | 'COMPLAINT';

export const messageClassOf = (value: unknown): MessageClassName =>
  (MESSAGE_CLASSES as readonly string[]).includes(String(value)) ? (String(value) as MessageClassName) : 'SYSTEM';

export const messageKindOf = (row: MessageRow): MessageKindName =>
  row.type === 'COMMENT_REPLY' || row.type === 'COMPLAINT' ? row.type : 'NOTICE';

/** `jumpType` → the resource type of its in-app page (1 activity, 2 topic); 3 (goods) has no page in the app. */
const JUMP_RESOURCE_TYPES: Readonly<Record<number, string>> = { 1: 'CONTENT_TYPE_ACTIVITY', 2: 'CONTENT_TYPE_TOPIC' };
/** `jumpType` of an external address. */
const JUMP_URL = 4;

export function linkPathOf(row: MessageRow): string | null {
  const resourceType = JUMP_RESOURCE_TYPES[int(row.jumpType) ?? 0];
  return resourceType ? resourceDetailPath(resourceType, text(row.relationId)) : null;
}

export function externalUrlOf(row: MessageRow): string | null {
  return int(row.jumpType) === JUMP_URL ? text(row.jumpUrl) : null;
}

/** The id of a user's message centre on a site (the same for every answer about it). */
export const messageCenterId = (siteCode: string, unid: string): string => scopedGlobalId('MessageCenter', siteCode, unid);
