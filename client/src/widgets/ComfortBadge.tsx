import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ComfortBadge_comfort$key } from '../__generated__/ComfortBadge_comfort.graphql';

export function ComfortBadge({ comfort, showVisitors = false }: { comfort: ComfortBadge_comfort$key; showVisitors?: boolean }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment ComfortBadge_comfort on Comfort {
        level
        visitors
        capacity
      }
    `,
    comfort,
  );
  const level = data.level;
  // The enum may grow: unknown values fall back to GENERAL's look.
  const known = ['VERY_COMFORTABLE', 'COMFORTABLE', 'GENERAL', 'CROWDED', 'VERY_CROWDED'].includes(level);
  const key = known ? level : 'GENERAL';
  return (
    <span className="comfort">
      <span className={`badge comfort--${key.toLowerCase().replace('_', '-')}`} data-testid="comfort" data-level={key}>
        <span className="comfort__dot" aria-hidden />
        {t(`comfort.${key}`)}
      </span>
      {showVisitors && data.visitors != null && data.capacity != null && (
        <span className="comfort__visitors">{t('place.visitors', { visitors: data.visitors, capacity: data.capacity })}</span>
      )}
    </span>
  );
}
