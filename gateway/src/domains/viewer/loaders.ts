import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { dsUserInfo, personalCenterInfo } from './upstream.ts';
import type { PersonalCenterRow, UserInfoRow } from './types.ts';

export interface ViewerLoaders {
  /** The request's user (getDsUserInfo, once per request); null when anonymous or the token is dead. */
  me(): Promise<UserInfoRow | null>;
  /** Personal-centre counters by session token. */
  counts: DataLoader<string, PersonalCenterRow>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** `clientFor(token)`: the request's upstream client speaking for that session token. */
export function createViewerLoaders(upstream: UpstreamClient, token: string | null, clientFor: (token: string) => UpstreamClient): ViewerLoaders {
  let me: Promise<UserInfoRow | null> | null = null;
  return {
    me: () => (me ??= token ? dsUserInfo(upstream) : Promise.resolve(null)),
    counts: new DataLoader((tokens: readonly string[]) =>
      Promise.all(tokens.map((t) => personalCenterInfo(clientFor(t)).catch(asError))),
    ),
  };
}
