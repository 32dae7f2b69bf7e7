import { followExternalLinkLater } from './leaveApp';
import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { useMenuEntryAction_entry$key } from '../__generated__/useMenuEntryAction_entry.graphql';
import { showToast } from '../env/toast';
import { SiteContext } from './SiteContext';
import { isSignedIn } from '../session/session';
import { requireLogin } from '../session/loginGate';
import { track } from '../analytics/track';

/**
 * What tapping a menu entry does (each tap is a TAP of the visit analytics, as `tapTarget`: a menu
 * entry, or a banner slide whose link the entry is): INTERNAL navigates (needLogin entries pass the login gate
 * first), EXTERNAL leaves as the gateway's `externalLink` verdict says (directly or after the
 * disclaimer), COMING_SOON shows the "coming soon" toast.
 */
export function useMenuEntryAction(
  entryRef: useMenuEntryAction_entry$key | null | undefined,
  tapTarget: 'MENU' | 'BANNER' = 'MENU',
): () => void {
  const entry = useFragment(
    graphql`
      fragment useMenuEntryAction_entry on MenuEntry {
        key
        code
        title
        target
        path
        externalLink {
          url
          needsDisclaimer
          disclaimerText
        }
        needLogin
      }
    `,
    entryRef,
  );
  const navigate = useNavigate();
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  return () => {
    if (!entry) return;
    track({ kind: 'TAP', tapTarget, code: entry.code, resourceId: entry.key });
    if (entry.target === 'COMING_SOON') {
      showToast({ message: t('comingSoon.toast'), duration: 2000 });
      return;
    }
    if (entry.target === 'EXTERNAL') {
      // the gateway's allow-list verdict: directly, or after the disclaimer naming the site
      // (loaded on the tap: the shell's first JavaScript does not carry it)
      followExternalLinkLater(entry.externalLink, site.name);
      return;
    }
    if (entry.needLogin && !isSignedIn()) {
      // The login gate: remind, log in, then open the entry that was chosen.
      const target = entry.path;
      void requireLogin(target ?? undefined).then((ok) => {
        if (ok && target) navigate(target);
      });
      return;
    }
    if (entry.path) navigate(entry.path);
    else showToast({ message: t('comingSoon.toast') });
  };
}
