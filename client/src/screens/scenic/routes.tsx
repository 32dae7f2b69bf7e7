import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';
import { scenicTexts } from './texts';
import type { ScenicPart } from './ScenicPartsScreen';

const parts = (part: ScenicPart) =>
  lazyScreen(
    () => import('./ScenicPartsScreen'),
    (m) => ({ loader: m.scenicPartsLoader(part), node: <m.ScenicPartsScreen part={part} />, skeleton: <ListSkeleton /> }),
    { texts: scenicTexts },
  );

/** A scenic area's theme areas (SUBJECTAREA), facilities (PLAYITEM) and shows (SHOW); their details are place routes. */
export const scenicRoutes: RouteObject[] = [
  { path: '/subject-area/:scenicId', lazy: parts('SUBJECT_AREA') },
  { path: '/amusement-facility/:scenicId', lazy: parts('AMUSEMENT_FACILITY') },
  { path: '/wonderful-show/:scenicId', lazy: parts('SCENIC_SHOW') },
];
