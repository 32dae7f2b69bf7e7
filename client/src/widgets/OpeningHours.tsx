import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OpeningHours_hours$key } from '../__generated__/OpeningHours_hours.graphql';

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** Opening days and times, with the "open now" state. */
export function OpeningHours({ hours }: { hours: OpeningHours_hours$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OpeningHours_hours on OpeningHours {
        opens
        closes
        days
        openNow
      }
    `,
    hours,
  );
  const idx = WEEK.map((d) => (data.days as ReadonlyArray<string>).includes(d));
  let days: string;
  if (idx.every(Boolean)) {
    days = t('weekday.everyday');
  } else {
    const on = WEEK.filter((_, i) => idx[i]);
    const first = WEEK.indexOf(on[0] ?? 'MONDAY');
    const contiguous = on.length > 2 && on.every((d, i) => WEEK.indexOf(d) === first + i);
    days = contiguous ? `${t(`weekday.${on[0]}`)}–${t(`weekday.${on[on.length - 1]}`)}` : on.map((d) => t(`weekday.${d}`)).join(' · ');
  }
  const times = data.opens && data.closes ? `${data.opens}–${data.closes}` : (data.opens ?? data.closes ?? '');
  return (
    <span className="hours" data-testid="opening-hours">
      <span className={data.openNow ? 'badge badge--open' : 'badge badge--closed'}>
        {data.openNow ? t('place.openNow') : t('place.closedNow')}
      </span>
      <span className="hours__text">
        {days} {times}
      </span>
    </span>
  );
}
