import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The first `count` items until "View all" is pressed: `shown` are the items to draw, `viewAll`
 * the button (testId) while some are hidden, else false.
 */
export function usePreview<T>(items: ReadonlyArray<T>, count: number, testId: string): { shown: ReadonlyArray<T>; viewAll: ReactNode } {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  return {
    shown: all ? items : items.slice(0, count),
    viewAll: !all && items.length > count && (
      <button type="button" className="view-all" onClick={() => setAll(true)} data-testid={testId}>
        {t('common.viewAll')}
      </button>
    ),
  };
}
