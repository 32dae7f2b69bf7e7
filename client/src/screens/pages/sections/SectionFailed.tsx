import { useTranslation } from 'react-i18next';
import { StateIconView } from '../../../shell/StateViews';

/** A section whose own data failed while the rest of the page loaded: says so, with a retry. */
export function SectionFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="part-failed page-section__failed" data-testid="page-section-failed">
      <StateIconView icon="warning" size={14} /> {t('pages.sectionFailed')}
      <button type="button" className="btn btn--small page-section__retry" onClick={onRetry}>
        {t('pages.retry')}
      </button>
    </div>
  );
}
