import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { robotTexts } from './texts';

/** The site robot (/robot) under the spec's URL. */
export const ROBOT_ROUTES: RouteObject[] = [{ path: '/robot', lazy: lazyRoute(() => import('./RobotScreen'), { texts: robotTexts }) }];
