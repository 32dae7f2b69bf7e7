import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { detailById } from '../../core/upstream/envelope.ts';
import { voteDetail, workDetail } from './upstream.ts';
import type { VoteRow, WorkRow } from './types.ts';

export interface VoteLoaders {
  /** A vote's detail by upstream id (null when it is not the site's). */
  vote: DataLoader<string, VoteRow | null>;
  /** A work's detail with its vote's rules and the caller's votes today (null when not shown to the caller). */
  work: DataLoader<string, WorkRow | null>;
}

export function createVoteLoaders({ upstream }: RequestScope): VoteLoaders {
  // no batch forms upstream: one detail each (a screen shows one vote; its works come in its list)
  return {
    vote: new DataLoader(each((id: string) => detailById<VoteRow>(id, (raw) => voteDetail(upstream, raw)))),
    work: new DataLoader(each((id: string) => detailById<WorkRow>(id, (raw) => workDetail(upstream, raw)))),
  };
}
