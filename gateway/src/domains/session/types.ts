import type { UserSource } from '../viewer/index.ts';

/** What Session resolves from. */
export interface SessionSource {
  token: string;
  issuedAt: Date;
  refreshAfterMs: number;
  user: UserSource;
}
