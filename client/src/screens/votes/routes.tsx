import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { voteTexts } from './texts';

const texts = { texts: voteTexts };
const join = lazyRoute(() => import('./JoinVoteScreen'), texts);
const myWorks = lazyRoute(() => import('./MyWorksScreen'), texts);

/** The vote screens under the spec's URLs. */
export const VOTE_ROUTES: RouteObject[] = [
  { path: '/online-vote', lazy: lazyRoute(() => import('./VoteListScreen'), texts) },
  { path: '/vote-detail/:id', lazy: lazyRoute(() => import('./VoteDetailScreen'), texts) },
  { path: '/vote-search/:id/:voteType', lazy: lazyRoute(() => import('./VoteSearchScreen'), texts) },
  { path: '/vote-join/:voteId', lazy: join },
  { path: '/vote-join/:voteId/:proId', lazy: join },
  { path: '/my-join/:id', lazy: myWorks },
  { path: '/my-join/:id/:voteType', lazy: myWorks },
  { path: '/join-list', lazy: myWorks },
  { path: '/user-vote', lazy: lazyRoute(() => import('./UserVoteScreen'), texts) },
];
