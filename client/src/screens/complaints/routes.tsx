import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { complaintTexts } from './texts';

const texts = { texts: complaintTexts };
const home = lazyRoute(() => import('./ComplaintHomeScreen'), texts);
const form = lazyRoute(() => import('./ComplaintFormScreen'), texts);

/** The complaint screens under the spec's URLs. */
export const COMPLAINT_ROUTES: RouteObject[] = [
  // ZXTS and the other regional variant share the screen, with the site's settings
  { path: '/sc-complain', lazy: home },
  { path: '/jnq-complain', lazy: home },
  { path: '/complain-save', lazy: form },
  { path: '/complain-place', lazy: form },
  { path: '/complain-voice', lazy: lazyRoute(() => import('./VoiceComplaintScreen'), texts) },
  { path: '/complain-location', lazy: lazyRoute(() => import('./ComplaintLocationScreen'), texts) },
  { path: '/complain-success', lazy: lazyRoute(() => import('./ComplaintSuccessScreen'), texts) },
  { path: '/user-complain', lazy: lazyRoute(() => import('./MyComplaintsScreen'), texts) },
  { path: '/complain-detail/:id', lazy: lazyRoute(() => import('./ComplaintDetailScreen'), texts) },
];
