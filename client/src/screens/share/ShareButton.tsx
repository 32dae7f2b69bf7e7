import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Share2 } from 'lucide-react';
import type { ShareButton_card$key } from '../../__generated__/ShareButton_card.graphql';
import { browserKind } from '../../env/browserKind';
import { ensureFamilyTexts } from '../../i18n';
import { shareTexts } from './texts';
import './share.css';

const ShareHint = lazy(() => import('./ShareHint'));
const loadShare = () => import('./share');

/** How long after a screen shows its card goes to the messaging app's share menu. */
const SHARE_SETUP_DELAY_MS = 1000;

/**
 * A detail screen's share button, over the object's share card. Inside the messaging app's
 * browser its share menu gets the card (shortly after the screen shows, and again on a tap) and
 * a tap shows the hint pointing at that menu; elsewhere a tap hands the card to the system share
 * sheet, else copies the link. The sharing code is a chunk of its own (share.ts).
 */
export function ShareButton({ card }: { card: ShareButton_card$key }) {
  const data = useFragment(
    graphql`
      fragment ShareButton_card on ShareCard {
        title
        summary
        picture {
          url(size: COVER)
        }
        link
      }
    `,
    card,
  );
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [hint, setHint] = useState(false);
  const inMessagingApp = browserKind() === 'messaging-app';
  useEffect(() => {
    let live = true;
    ensureFamilyTexts(shareTexts).then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!inMessagingApp) return;
    const timer = window.setTimeout(() => void loadShare().then((m) => m.configureMessagingAppShare(data)), SHARE_SETUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [inMessagingApp, data]);
  if (!ready) return null;
  const onShare = () => {
    if (inMessagingApp) {
      setHint(true);
      void loadShare().then((m) => m.configureMessagingAppShare(data));
    } else {
      void loadShare().then((m) => m.shareElsewhere(data));
    }
  };
  return (
    <>
      <button type="button" className="share-button" onClick={onShare} data-testid="share-button">
        <Share2 aria-hidden size={18} />
        <span>{t('share.button')}</span>
      </button>
      {hint && (
        <Suspense fallback={null}>
          <ShareHint onClose={() => setHint(false)} />
        </Suspense>
      )}
    </>
  );
}
