import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { helpTexts } from './texts';

const texts = { texts: helpTexts };

/** One-key help and the help pages under the spec's URLs. */
export const HELP_ROUTES: RouteObject[] = [
  { path: '/call-police', lazy: lazyRoute(() => import('./CallPoliceScreen'), texts) },
  { path: '/common-problem', lazy: lazyRoute(() => import('./CommonProblemsScreen'), texts) },
  { path: '/problem-detail/:id', lazy: lazyRoute(() => import('./ProblemDetailScreen'), texts) },
  { path: '/information', lazy: lazyRoute(() => import('./InformationScreen'), texts) },
];
