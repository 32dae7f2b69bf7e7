import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { detailById } from '../../core/upstream/envelope.ts';
import { complaintDetail, complaintSettings, complaintTypes, lastRecordInfo } from './upstream.ts';
import type { ComplaintContactRow, ComplaintDetailRow, ComplaintSettingsRow, ComplaintTypeRow } from './types.ts';

export interface ComplaintLoaders {
  /** The site's complaint settings, once per request. */
  settings(): Promise<ComplaintSettingsRow>;
  /** The site's complaint types, once per request. */
  types(): Promise<ComplaintTypeRow[]>;
  /** The user's last complaint's contact, once per request. */
  contact(): Promise<ComplaintContactRow | null>;
  /** A complaint's detail by upstream id (the user's own; null when it is not theirs or gone). */
  detail: DataLoader<string, ComplaintDetailRow | null>;
}

async function loadDetail(scope: RequestScope, id: string): Promise<ComplaintDetailRow | null> {
  return detailById<ComplaintDetailRow>(id, (raw) => complaintDetail(scope.upstream, raw));
}

export function createComplaintLoaders(scope: RequestScope): ComplaintLoaders {
  let settings: Promise<ComplaintSettingsRow> | null = null;
  let types: Promise<ComplaintTypeRow[]> | null = null;
  let contact: Promise<ComplaintContactRow | null> | null = null;
  return {
    settings: () => (settings ??= complaintSettings(scope.upstream)),
    types: () => (types ??= complaintTypes(scope.upstream)),
    contact: () => (contact ??= lastRecordInfo(scope.upstream)),
    // the upstream has no batch form of the detail: one call per complaint (a screen shows one)
    detail: new DataLoader(each((id: string) => loadDetail(scope, id))),
  };
}
