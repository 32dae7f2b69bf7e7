import { useTranslation } from 'react-i18next';

/** A scenic A-level, hotel star level, venue type, homestay grade or research-base level, localized. */
export function LevelBadge({
  scenicLevel,
  hotelLevel,
  venueType,
  homestayGrade,
  studyLevel,
}: {
  scenicLevel?: string | null;
  hotelLevel?: string | null;
  venueType?: string | null;
  homestayGrade?: string | null;
  studyLevel?: string | null;
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
  } else if (homestayGrade) {
    text = t(`place.k.homestayGrade.${homestayGrade}`, { defaultValue: homestayGrade });
    kind = 'level level--homestay';
  } else if (studyLevel) {
    text = t(`place.k.studyLevel.${studyLevel}`, { defaultValue: studyLevel });
    kind = 'level level--study';
  }
  if (!text) return null;
  return (
    <span
      className={`badge ${kind}`}
      data-testid="level"
      data-value={scenicLevel ?? hotelLevel ?? venueType ?? homestayGrade ?? studyLevel ?? ''}
    >
      {text}
    </span>
  );
}
