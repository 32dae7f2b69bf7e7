import { useTranslation } from 'react-i18next';
import type { Known } from '../../relay/enums';

type Level = Known<'NATIONAL' | 'PROVINCIAL' | 'CITY' | 'COUNTY' | '%future added value'>;

/** A heritage list level (national, provincial, city, county), coloured by level. */
export function HeritageLevelBadge({ level, inheritor = false }: { level: string | null | undefined; inheritor?: boolean }) {
  const { t } = useTranslation();
  if (!level || !['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY'].includes(level)) return null;
  return (
    <span className={`badge heritage-level heritage-level--${level.toLowerCase()}`} data-testid="heritage-level" data-value={level}>
      {inheritor ? t(`heritage.inheritorLevel.${level as Level}`) : t(`heritage.level.${level as Level}`)}
    </span>
  );
}

/** A project's category. */
export function HeritageCategoryBadge({ category }: { category: string | null | undefined }) {
  const { t } = useTranslation();
  if (!category || category === '%future added value') return null;
  return <span className="badge badge--plain">{t(`heritage.category.${category}`)}</span>;
}
