import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shell/lazyScreen';
import { invitationsTexts } from './texts';

const texts = { texts: invitationsTexts };
const landing = (download: boolean) =>
  lazyScreen(
    () => import('./AcceptInvitationScreen'),
    (m) => ({ loader: m.acceptInvitationLoader, node: <m.AcceptInvitationScreen download={download} /> }),
    texts,
  );

/** Invitations: the user's code and invitees, entering a code (login required), the invitee's landing pages. */
export const INVITATION_ROUTES: RouteObject[] = [
  {
    path: '/invite-gift',
    lazy: lazyScreen(
      () => import('./InviteGiftScreen'),
      (m) => ({ loader: m.inviteGiftLoader, node: <m.InviteGiftScreen />, skeleton: <m.InviteGiftSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/my-invite-list',
    lazy: lazyScreen(
      () => import('./InviteListScreen'),
      (m) => ({ loader: m.inviteListLoader, node: <m.InviteListScreen />, skeleton: <m.InviteListSkeleton /> }),
      texts,
    ),
  },
  {
    path: '/fill-in-code',
    lazy: lazyScreen(
      () => import('./FillInCodeScreen'),
      (m) => ({ loader: m.fillInCodeLoader, node: <m.FillInCodeScreen /> }),
      texts,
    ),
  },
  { path: '/accept-invitation/:inviteCode', lazy: landing(false) },
  { path: '/invite-form-app/:inviteCode', lazy: landing(false) },
  { path: '/download-app/:inviteCode', lazy: landing(true) },
];
