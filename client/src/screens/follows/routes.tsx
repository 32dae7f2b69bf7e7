import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';
import type { AttentionKind } from './AttentionScreen';
import { followsTexts } from './texts';

const texts = { texts: followsTexts };

const people = (which: 'fans' | 'following') =>
  lazyScreen(
    () => import('./PeopleScreen'),
    (m) => ({ loader: m.peopleLoader(which), node: <m.PeopleScreen which={which} />, skeleton: <ListSkeleton header picture={false} /> }),
    texts,
  );

const attention = (kind: AttentionKind) =>
  lazyScreen(
    () => import('./AttentionScreen'),
    (m) => ({ loader: m.attentionLoader(kind), node: <m.AttentionScreen kind={kind} />, skeleton: <ListSkeleton header /> }),
    texts,
  );

/** The fans, follows and attention pages under the spec's URLs (login required). */
export const FOLLOW_ROUTES: RouteObject[] = [
  { path: '/user-fans', lazy: people('fans') },
  { path: '/user-focus', lazy: people('following') },
  { path: '/activity-attention', lazy: attention('ACTIVITY') },
  { path: '/volunteer-attention', lazy: attention('VOLUNTEER_TEAM') },
  { path: '/dynamic-attention', lazy: attention('STORY') },
  { path: '/community-attention', lazy: attention('TOPIC') },
];
