import { useTranslation } from 'react-i18next';
import { Minus, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import './rankings.css';

/** The boards /scenic-rank offers as tabs (the route carries the upstream resourceType). */
export const BOARDS = [
  ['CONTENT_TYPE_SCENERY', 'SCENIC_AREA'],
  ['CONTENT_TYPE_HOTEL', 'HOTEL'],
  ['CONTENT_TYPE_RESTAURANT', 'FOOD'],
  ['CONTENT_TYPE_VENUE', 'VENUE'],
  ['CONTENT_TYPE_AGRITAINMENT', 'HOMESTAY'],
  ['CONTENT_TYPE_RURAL', 'RURAL'],
] as const;

export function Trend({ trend, change }: { trend: string; change: number }) {
  const { t } = useTranslation();
  if (trend === 'UP')
    return (
      <span className="rank-trend rank-trend--up" data-testid="rank-trend" data-trend="UP">
        <TrendingUp size={14} aria-hidden /> {t('rankings.up', { count: change })}
      </span>
    );
  if (trend === 'DOWN')
    return (
      <span className="rank-trend rank-trend--down" data-testid="rank-trend" data-trend="DOWN">
        <TrendingDown size={14} aria-hidden /> {t('rankings.down', { count: -change })}
      </span>
    );
  if (trend === 'NEW')
    return (
      <span className="rank-trend" data-testid="rank-trend" data-trend="NEW">
        <Sparkles size={14} aria-hidden /> {t('rankings.new')}
      </span>
    );
  return (
    <span className="rank-trend" data-testid="rank-trend" data-trend="SAME">
      <Minus size={14} aria-hidden /> {t('rankings.same')}
    </span>
  );
}
