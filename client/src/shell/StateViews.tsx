import { useTranslation } from 'react-i18next';
import { GraphQLRequestError, isOfflineFailure, isSiteNotFound, messageFor } from '../relay/errors';
import { OptionalPart } from './optionalPart';

const siteNotFoundPage = () => import('./SiteNotFound');

/** The page for a site code that names no site (shell/SiteNotFound.tsx), loaded when one is met. */
export function SiteNotFound() {
  return <OptionalPart load={siteNotFoundPage} props={{}} />;
}

export function Spinner({ light = false }: { light?: boolean }) {
  return <span className={light ? 'spinner spinner--light' : 'spinner'} aria-hidden />;
}

/**
 * The line drawings of the state views (never emoji): SVG files the app serves
 * (widgets/states/*.svg), drawn in the text colour through a CSS mask (`.state-icon--…`).
 */
export type StateIcon = 'empty' | 'search' | 'warning';

export function StateIconView({ icon, size = 44 }: { icon: StateIcon; size?: number }) {
  return <span className={`state-icon state-icon--${icon}`} style={{ width: size, height: size }} aria-hidden />;
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
  // the network itself failed (offline, or no answer came): say so, the retry is the way back
  const first = error instanceof GraphQLRequestError ? error.errors[0] : undefined;
  const message = isOfflineFailure(error) ? t('common.offline') : first ? messageFor(first) : t('common.loadFailed');
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

/** The foot of an infinite list: loading, "no more" or "no data". */
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
