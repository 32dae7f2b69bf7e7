import type { RouteObject } from 'react-router-dom';
import { lazyRoute, lazyScreen } from '../../shell/lazyScreen';
import { profileTexts } from './texts';
import type { TextField } from './TextEditorScreen';

const texts = { texts: profileTexts };

/** A one-text editor: the same screen for each field. */
const textEditor = (field: TextField) =>
  lazyScreen(
    () => import('./TextEditorScreen'),
    (m) => ({ loader: m.textEditorLoader, node: <m.TextEditorScreen field={field} /> }),
    texts,
  );

/** The user's profile and its editors (login required). */
export const PROFILE_ROUTES: RouteObject[] = [
  { path: '/user-data', lazy: lazyRoute(() => import('./ProfileScreen'), texts) },
  { path: '/user-data-more', lazy: lazyRoute(() => import('./ProfileMoreScreen'), texts) },
  { path: '/user-name', lazy: textEditor('nickname') },
  { path: '/user-signature', lazy: textEditor('signature') },
  { path: '/user-email', lazy: textEditor('email') },
  { path: '/user-school-name', lazy: textEditor('schoolName') },
  { path: '/user-company-name', lazy: textEditor('companyName') },
  { path: '/user-id-card', lazy: lazyRoute(() => import('./IdCardScreen'), texts) },
  { path: '/user-add', lazy: lazyRoute(() => import('./RegionScreen'), texts) },
];
