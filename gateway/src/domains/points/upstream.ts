import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope, UpstreamPage } from '../../core/upstream/envelope.ts';
import type { PointsInfoRow, PointsRecordRow, PointsTaskRow, VipLevelRow } from './types.ts';

/** Upstream calls of points, VIP levels and tasks (API.md "Points, VIP levels and tasks"). */

export function pointsInfo(upstream: UpstreamClient): Promise<PointsInfoRow | null> {
  return upstream.getData<PointsInfoRow>('user/api/point/info');
}

export async function vipLevels(upstream: UpstreamClient): Promise<VipLevelRow[]> {
  return (await upstream.getPage<VipLevelRow>('user/api/point/levelList')).items;
}

export function pointsRecords(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<UpstreamPage<PointsRecordRow>> {
  return upstream.getPage<PointsRecordRow>('user/api/point/recordList', { currPage, pageSize });
}

export async function pointsTasks(upstream: UpstreamClient): Promise<PointsTaskRow[]> {
  return (await upstream.getPage<PointsTaskRow>('task/api/task/list')).items;
}

export function signIn(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.post('task/api/task/signIn', {});
}

export function share(upstream: UpstreamClient): Promise<Envelope> {
  return upstream.post('task/api/task/share', {});
}
