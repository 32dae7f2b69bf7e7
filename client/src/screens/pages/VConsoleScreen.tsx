import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';

/** The debug panel, once per page load: the `vconsole` package is fetched only when asked for. */
let opened: Promise<unknown> | null = null;

function openVConsole(): Promise<unknown> {
  opened ??= import('vconsole').then(({ default: VConsole }) => new VConsole());
  return opened;
}

/** /vConsole: opens the mobile debug panel (for support staff on a visitor's phone). */
export function VConsoleScreen() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    openVConsole().then(() => live && setReady(true));
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
