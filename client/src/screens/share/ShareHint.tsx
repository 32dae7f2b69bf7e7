import { MoveUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The messaging app's share hint: an arrow at the top right pointing at the app's own menu
 * (where its share entries are), with how to share; a tap anywhere closes it.
 */
export default function ShareHint({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="share-hint" onClick={onClose} data-testid="share-hint">
      <MoveUpRight className="share-hint__arrow" aria-hidden size={88} strokeWidth={1.6} />
      <span className="share-hint__text">{t('share.hint')}</span>
      <span className="share-hint__dismiss">{t('share.dismiss')}</span>
    </button>
  );
}
