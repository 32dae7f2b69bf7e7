import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';

/** Upstream calls of visit analytics (API.md "Visit analytics"): each records one thing, none answers anything used. */

/** The client the app is, as the statistics name it. */
export const CLIENT_TYPE = 'H5';
/** The project the stay-time log files the app's stays under. */
export const STAY_PROJECT = 'ctp-h5';
/** The stay-time log's status: entering a screen, leaving it. */
export const STAY_STATUS = { ENTER: 1, LEAVE: 2 } as const;

/** A page view / unique visitor (JSON). */
export function recordAccess(upstream: UpstreamClient, site: string, path: string, visitorId: string): Promise<Envelope> {
  return upstream.post('api/api/access/record', { site, clientType: CLIENT_TYPE, module: path, path, visitorId }, { json: true });
}

export interface StayLog {
  site: string;
  status: number;
  uniqueId: string;
  /** The screen's path. */
  module: string;
  regionCode: string;
}

/** One line of the stay-time log (form). */
export function logStay(upstream: UpstreamClient, stay: StayLog): Promise<Envelope> {
  return upstream.post('log/api/pageStay/save', {
    site: stay.site,
    project: STAY_PROJECT,
    clientType: CLIENT_TYPE,
    status: stay.status,
    uniqueId: stay.uniqueId,
    regionCode: stay.regionCode,
    module: stay.module,
    special: '',
    region: stay.regionCode,
  });
}

export function addFunctionClickRecord(upstream: UpstreamClient, functionType: string, resourceId: string): Promise<Envelope> {
  return upstream.post('res/api/interactManage/addFunctionClickRecord', { functionType, resourceId });
}

/** An activity's detail opened. */
export function addBrowseRecord(upstream: UpstreamClient, resourceId: string): Promise<Envelope> {
  return upstream.post('res/api/interactManage/addBrowseRecord', { resourceId, resourceType: 'CONTENT_TYPE_ACTIVITY' });
}

/** A reprinted article's source opened. */
export function addStreamMediaRecord(upstream: UpstreamClient, resourceId: string): Promise<Envelope> {
  return upstream.post('res/api/streamMedia/addRecord', { resourceType: 'CONTENT', resourceId, clickType: 0, operationType: 1 });
}
