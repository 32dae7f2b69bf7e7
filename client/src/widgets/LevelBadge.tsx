import { useTranslation } from 'react-i18next';

/** A scenic A-level, hotel star level or venue type, localized. */
export function LevelBadge({ scenicLevel, hotelLevel, venueType }: {
  scenicLevel?: string | null;
  hotelLevel?: string | null;
  venueType?: string | null;
}) {
  const { t } = useTranslation();
  let text: string | null = null;
  let kind = 'level';
  if (scenicLevel) {
    text = t(`scenicLevel.${scenicLevel}`, { defaultValue: scenicLevel });
    kind = 'level level--scenic';
  } else if (hotelLevel) {
    text = t(`hotelLevel.${hotelLevel}`, { defaultValue: hotelLevel });
    kind = 'level level--hotel';
  } else if (venueType) {
    text = t(`venueType.${venueType}`, { defaultValue: venueType });
    kind = 'level level--venue';
  }
  if (!text) return null;
  return (
    <span className={`badge ${kind}`} data-testid="level" data-value={scenicLevel ?? hotelLevel ?? venueType ?? ''}>
      {text}
    </span>
  );
}
