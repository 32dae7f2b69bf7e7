import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, messageFor } from '../relay/errors';

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

export function EmptyState({ text, icon = '📭' }: { text: string; icon?: string }) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden>{icon}</div>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}

export function ErrorView({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
  const message = first ? messageFor(first) : t('common.loadFailed');
  return (
    <div className="empty-state" role="alert">
      <div className="empty-state__icon" aria-hidden>⚠️</div>
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
      <span aria-hidden>⚠️</span> {t('common.loadFailed')}
    </p>
  );
}
