import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '../../shell/lazyScreen';
import { verificationTexts } from './texts';

const texts = { texts: verificationTexts };
const status = lazyRoute(() => import('./RealNameScreen'), texts);
const form = lazyRoute(() => import('./RealNameFormScreen'), texts);

/** The real-name verification screens under the spec's URLs (the optional `:id` forms show the same screens). */
export const VERIFICATION_ROUTES: RouteObject[] = [
  { path: '/real-name', lazy: status },
  { path: '/real-name/:id', lazy: status },
  { path: '/real-name-new', lazy: form },
  { path: '/real-name-new/:id', lazy: form },
  { path: '/real-name-unpass', lazy: lazyRoute(() => import('./RealNameUnpassScreen'), texts) },
  { path: '/real-name-message/:name/:idCard', lazy: lazyRoute(() => import('./RealNameMessageScreen'), texts) },
  { path: '/real-name-success', lazy: lazyRoute(() => import('./RealNameSuccessScreen'), texts) },
  { path: '/face-recognition', lazy: lazyRoute(() => import('./FaceRecognitionScreen'), texts) },
];
