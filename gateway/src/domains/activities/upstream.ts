import type { UpstreamClient } from '../../upstream/client.ts';
import type { UpstreamPage } from '../../upstream/envelope.ts';
import { isNotFound } from '../../upstream/errors.ts';
import type { ActivityRow } from './types.ts';

export function activityList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<ActivityRow>> {
  return upstream.getPage<ActivityRow>('res/api/activity/getActivityList', { currPage, pageSize });
}

/** The activity, or null when the upstream says it does not exist. */
export async function activityInfo(upstream: UpstreamClient, id: string): Promise<ActivityRow | null> {
  try {
    return await upstream.getData<ActivityRow>('res/api/activity/getActivityInfo', { id });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
