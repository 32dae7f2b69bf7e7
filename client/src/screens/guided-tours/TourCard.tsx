import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPinned } from 'lucide-react';
import { Headphones } from 'lucide-react';
import type { TourCard_tour$key } from '../../__generated__/TourCard_tour.graphql';
import { Img } from '../../widgets/Img';

/** A tour in a list: cover, level, title, scenic area, points. */
export function TourCard({ tour }: { tour: TourCard_tour$key }) {
  const { t } = useTranslation();
  const g = useFragment(
    graphql`
      fragment TourCard_tour on GuidedTour {
        title
        summary
        level
        placeName
        pointCount
        viewCount
        detailPath
        cover {
          url(size: COVER)
        }
      }
    `,
    tour,
  );
  return (
    <Link to={g.detailPath} className="tour-card" data-testid="tour-card">
      <span className="tour-card__cover">
        <Img src={g.cover?.url} alt="" className="tour-card__img" />
        {g.level && g.level !== '%future added value' && <span className="tour-card__level">{g.level}</span>}
      </span>
      <span className="tour-card__body">
        <span className="tour-card__title">{g.title}</span>
        {g.placeName && (
          <span className="tour-card__meta">
            <MapPinned size={14} aria-hidden /> {g.placeName}
          </span>
        )}
        <span className="tour-card__meta">
          <Headphones size={14} aria-hidden /> {t('guidedTours.points', { count: g.pointCount })} ·{' '}
          {t('guidedTours.views', { count: g.viewCount })}
        </span>
      </span>
    </Link>
  );
}
