import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { dsUserInfo, personalCenterInfo } from './upstream.ts';
import type { PersonalCenterRow, UserInfoRow } from './types.ts';
import { asError } from '../../core/loaders.ts';

export interface ViewerLoaders {
  /** The request's user (getDsUserInfo, once per request); null when anonymous or the token is dead. */
  me(): Promise<UserInfoRow | null>;
  /** Personal-centre counters by session token. */
  counts: DataLoader<string, PersonalCenterRow>;
}

export function createViewerLoaders({ upstream, session, response }: RequestScope): ViewerLoaders {
  // per session token: a session adopted during the request (sign-in) is another user
  const me = new Map<string, Promise<UserInfoRow | null>>();
  return {
    me: () => {
      const token = session.token;
      if (!token) return Promise.resolve(null);
      response.personal(); // what follows depends on who asks
      let user = me.get(token);
      if (!user) {
        user = dsUserInfo(upstream);
        me.set(token, user);
      }
      return user;
    },
    // keyed by the session token (the one in force when the batch runs)
    counts: new DataLoader((tokens: readonly string[]) => {
      response.personal();
      return Promise.all(tokens.map(() => personalCenterInfo(upstream).catch(asError)));
    }),
  };
}
