import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDebugConsole } from '../../shell/debugConsole';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';

/** /vConsole: opens the mobile debug panel (for support staff on a visitor's phone). */
export function VConsoleScreen() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    openDebugConsole().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div data-testid="vconsole">
      <PageHeader title={t('pages.vconsoleTitle')} />
      {ready ? (
        <div data-testid="vconsole-ready">
          <EmptyState text={t('pages.vconsoleReady')} />
        </div>
      ) : (
        <p className="list-footer">
          <Spinner /> {t('pages.vconsoleLoading')}
        </p>
      )}
    </div>
  );
}
