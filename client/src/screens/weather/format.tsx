import type { TFunction } from 'i18next';
import { Content } from '../../widgets/Content';
import { dateFormat } from '../../widgets/format';

interface Index {
  readonly value: number;
  readonly level: string;
  readonly label: string;
  readonly colour: string;
}

/** The relative luminance of a "#RRGGBB" colour (WCAG). */
function luminance(colour: string): number {
  const n = Number.parseInt(colour.replace('#', ''), 16);
  const channel = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Dark or white text, whichever contrasts more with the level's colour (they run from green and yellow to maroon). */
function inkOn(colour: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return '#1a1a1a';
  const l = luminance(colour);
  const dark = luminance('#1a1a1a');
  return (l + 0.05) / (dark + 0.05) >= 1.05 / (l + 0.05) ? '#1a1a1a' : '#ffffff';
}

/** An index with its level's name, on the level's colour. */
export function IndexBadge({ index, large = false }: { index: Index; large?: boolean }) {
  const style = { background: index.colour, color: inkOn(index.colour) };
  if (large)
    return (
      <div className="aqi-badge aqi-badge--large" style={style} data-testid="aqi-level" data-level={index.level} data-colour={index.colour}>
        <span className="aqi-badge__value" data-testid="aqi-value">
          {index.value}
        </span>
        <Content className="aqi-badge__label">{index.label}</Content>
      </div>
    );
  return (
    <span className="aqi-badge" style={style} data-level={index.level}>
      {index.value} <Content>{index.label}</Content>
    </span>
  );
}

/** "Today", "Tomorrow", then the weekday and date in the page's language. */
export function dayLabel(date: string, position: number, t: TFunction, language: string): string {
  if (position === 0) return t('weather.today');
  if (position === 1) return t('weather.tomorrow');
  const at = new Date(`${date}T12:00:00+08:00`);
  if (Number.isNaN(at.getTime())) return date;
  return dateFormat(language, { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'Asia/Shanghai' }).format(at);
}

/** "HH:mm" of an ISO date-time at +08:00 (China time, as the graph answers). */
export function timeOf(iso: string): string {
  return /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? iso;
}
