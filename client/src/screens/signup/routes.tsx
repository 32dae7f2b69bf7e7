import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { signupTexts } from './texts';
import { bookingTexts } from '../../widgets/booking/texts';

/** An activity's sign-up form and its success page, under the spec's URLs. */
export const SIGNUP_ROUTES: RouteObject[] = [
  { path: '/activity-write/:id/:type', lazy: lazyRoute(() => import('./SignUpFormScreen'), { texts: [signupTexts, bookingTexts] }) },
  { path: '/activity-write-success', lazy: lazyRoute(() => import('./SignUpSuccessScreen'), { texts: [signupTexts, bookingTexts] }) },
];
