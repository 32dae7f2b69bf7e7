import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isNotFound } from '../../core/upstream/errors.ts';
import { voteDetail, workDetail } from './upstream.ts';
import type { VoteRow, WorkRow } from './types.ts';

export interface VoteLoaders {
  /** A vote's detail by upstream id (null when it is not the site's). */
  vote: DataLoader<string, VoteRow | null>;
  /** A work's detail with its vote's rules and the caller's votes today (null when not shown to the caller). */
  work: DataLoader<string, WorkRow | null>;
}

function detail(load: (id: string) => ReturnType<typeof voteDetail>) {
  return async <T>(id: string): Promise<T | null> => {
    if (!/^\d{1,18}$/.test(id)) return null;
    try {
      return decodeData<T>(await load(id));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
}

export function createVoteLoaders({ upstream }: RequestScope): VoteLoaders {
  const vote = detail((id) => voteDetail(upstream, id));
  const work = detail((id) => workDetail(upstream, id));
  // no batch forms upstream: one detail each (a screen shows one vote; its works come in its list)
  return {
    vote: new DataLoader(each((id: string) => vote<VoteRow>(id))),
    work: new DataLoader(each((id: string) => work<WorkRow>(id))),
  };
}
