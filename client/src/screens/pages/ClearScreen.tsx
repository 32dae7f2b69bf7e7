import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { clearDevice } from './clearDevice';

/** /clear: clears what the app keeps on the device (the session aside) and says so. */
export function ClearScreen() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    clearDevice()
      .catch(() => undefined)
      .then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div data-testid="clear">
      <PageHeader title={t('pages.clearTitle')} />
      {done ? (
        <div data-testid="clear-done">
          <EmptyState text={t('pages.cleared')} />
        </div>
      ) : (
        <p className="list-footer">
          <Spinner /> {t('pages.clearing')}
        </p>
      )}
    </div>
  );
}
