import { useTranslation } from 'react-i18next';
import { FilterTabs } from '../../../widgets/LinkTabs';
import { formatDay } from '../../../widgets/format';

/** The days an appointment may be made for (the graph's), each a link that keeps the rest of the address. */
export function DayTabs({ days, current, hrefOf }: { days: readonly string[]; current: string; hrefOf(day: string): string }) {
  const { i18n } = useTranslation();
  return (
    <FilterTabs
      values={days}
      current={current}
      hrefOf={(d) => hrefOf(d ?? days[0] ?? '')}
      labelOf={(d) => formatDay(d, i18n.language, { weekday: true })}
      className="tabs ap-days"
      testId="appointment-days"
    />
  );
}
