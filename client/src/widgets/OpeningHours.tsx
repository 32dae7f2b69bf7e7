import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OpeningHours_hours$key } from '../__generated__/OpeningHours_hours.graphql';
import { InfoRow } from './InfoRow';

const WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * The opening-hours row of a place: its days and times, with its state now in the words its kind
 * opens with (a scenic area's gates, a venue's doors, a business's trade). Nothing when neither the
 * times nor a restriction of days is known; no state when the hours are unknown.
 */
export function OpeningHours({ hours }: { hours: OpeningHours_hours$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OpeningHours_hours on OpeningHours {
        opens
        closes
        days
        openNow
        style
      }
    `,
    hours,
  );
  const idx = WEEK.map((d) => (data.days as ReadonlyArray<string>).includes(d));
  const times = data.opens && data.closes ? `${data.opens}–${data.closes}` : (data.opens ?? data.closes ?? '');
  if (!times && idx.every(Boolean)) return null;
  let days: string;
  if (idx.every(Boolean)) {
    days = t('weekday.everyday');
  } else {
    const on = WEEK.filter((_, i) => idx[i]);
    const first = WEEK.indexOf(on[0] ?? 'MONDAY');
    const contiguous = on.length > 2 && on.every((d, i) => WEEK.indexOf(d) === first + i);
    days = contiguous ? `${t(`weekday.${on[0]}`)}–${t(`weekday.${on[on.length - 1]}`)}` : on.map((d) => t(`weekday.${d}`)).join(' · ');
  }
  const style = data.style === '%future added value' ? 'TRADE' : data.style;
  return (
    <InfoRow label={t('place.openingHours')}>
      <span className="hours" data-testid="opening-hours" data-open={data.openNow == null ? undefined : String(data.openNow)}>
        {data.openNow != null && (
          <span className={data.openNow ? 'badge badge--open' : 'badge badge--closed'}>
            {data.openNow ? t(`place.open.${style}`) : t(`place.closed.${style}`)}
          </span>
        )}
        <span className="hours__text">
          {days} {times}
        </span>
      </span>
    </InfoRow>
  );
}
