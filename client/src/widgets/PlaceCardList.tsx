import { useTranslation } from 'react-i18next';
import type { PlaceCard_place$key } from '../__generated__/PlaceCard_place.graphql';
import { PlaceCard } from './PlaceCard';
import { ListFooter } from './StateViews';

interface Props {
  totalCount: number;
  edges: ReadonlyArray<{ readonly node: { readonly id: string } & PlaceCard_place$key }>;
  hasNext: boolean;
  loading: boolean;
}

/** A page of place cards under their total, with the list footer (loading / no more / no data). */
export function PlaceCardList({ totalCount, edges, hasNext, loading }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {totalCount > 0 && (
        <p className="list-count" data-testid="total-count">
          {t('common.results', { count: totalCount })}
        </p>
      )}
      <div className="card-list">
        {edges.map((e) => (
          <PlaceCard key={e.node.id} place={e.node} />
        ))}
      </div>
      <ListFooter total={totalCount} hasNext={hasNext} loading={loading} />
    </>
  );
}
