import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../shell/StateViews';

interface Props {
  totalCount: number;
  hasNext: boolean;
  loading: boolean;
  /** The cards of the pages loaded so far. */
  children: ReactNode;
}

/** A scrolling list of cards under their total, with the list footer (loading / no more / no data). */
export function CardList({ totalCount, hasNext, loading, children }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {totalCount > 0 && (
        <p className="list-count" data-testid="total-count">
          {t('common.results', { count: totalCount })}
        </p>
      )}
      <div className="card-list">{children}</div>
      <ListFooter total={totalCount} hasNext={hasNext} loading={loading} />
    </>
  );
}
