import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, isSiteNotFound, messageFor } from '../relay/errors';
import { SiteNotFound } from './SiteNotFound';

export function Spinner({ light = false }: { light?: boolean }) {
  return <span className={light ? 'spinner spinner--light' : 'spinner'} aria-hidden />;
}

/** Suspense fallback of a screen. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="progressbar" aria-label={t('common.loading')}>
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
  );
}

/** The line icons of the state views (drawn, never emoji). */
const ICON_PATHS = {
  /** An empty tray: nothing here (yet). */
  empty: 'M6 20h36l-4-12H10zM6 20v18h36V20M6 20h10l3 6h10l3-6h10',
  /** A magnifier: what was looked for is not there. */
  search: 'M21 8a13 13 0 1 0 0 26a13 13 0 1 0 0-26M30.5 30.5 41 41',
  /** A warning sign: something failed. */
  warning: 'M24 6 43 40H5zM24 19v10M24 34v1',
} as const;

export type StateIcon = keyof typeof ICON_PATHS;

export function StateIconView({ icon, size = 44 }: { icon: StateIcon; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden className="state-icon">
      <path d={ICON_PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function EmptyState({ text, icon = 'empty' }: { text: string; icon?: StateIcon }) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon">
        <StateIconView icon={icon} />
      </div>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}

export function ErrorView({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  // a site code that names no site: its own page, without a retry that cannot help
  if (error instanceof GraphQLRequestError && error.errors.some(isSiteNotFound)) return <SiteNotFound />;
  const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
  const message = first ? messageFor(first) : t('common.loadFailed');
  return (
    <div className="empty-state" role="alert">
      <div className="empty-state__icon">
        <StateIconView icon="warning" />
      </div>
      <p className="empty-state__text">{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** The foot of an infinite list (spec §4.1): loading, "no more" or "no data". */
export function ListFooter({ total, hasNext, loading }: { total: number; hasNext: boolean; loading: boolean }) {
  const { t } = useTranslation();
  if (total === 0) return <EmptyState text={t('common.noData')} />;
  if (loading || hasNext) {
    return (
      <div className="list-footer" data-testid="list-loading">
        <Spinner /> {t('common.loading')}
      </div>
    );
  }
  return (
    <div className="list-footer list-footer--end" data-testid="list-no-more">
      {t('common.noMore')}
    </div>
  );
}

/**
 * A part of a page whose own data failed while the rest loaded (a nullable field came back
 * null with an error): says so in place, so the page keeps working around it.
 */
export function PartFailed({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <p className="part-failed" data-testid={testId}>
      <StateIconView icon="warning" size={14} /> {t('common.loadFailed')}
    </p>
  );
}
