import { useTranslation } from 'react-i18next';
import type { StoryOrder } from '../../__generated__/TopicEntriesPaginationQuery.graphql';

/** Newest or most liked first. */
export function OrderTabs({ value, onChange }: { value: StoryOrder; onChange(next: StoryOrder): void }) {
  const { t } = useTranslation();
  return (
    <div className="order-tabs" role="group" aria-label={t('stories.order')}>
      {(['NEWEST', 'POPULAR'] as const).map((o) => (
        <button
          key={o}
          type="button"
          className={value === o ? 'order-tabs__tab order-tabs__tab--on' : 'order-tabs__tab'}
          aria-pressed={value === o}
          onClick={() => onChange(o)}
          data-testid={`order-${o}`}
        >
          {t(`stories.orderBy.${o}`)}
        </button>
      ))}
    </div>
  );
}
