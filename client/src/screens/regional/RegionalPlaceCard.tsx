import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flame, MapPin } from 'lucide-react';
import type { RegionalPlaceCard_place$key } from '../../__generated__/RegionalPlaceCard_place.graphql';
import { Content, Heading } from '../../widgets/Content';
import { Img } from '../../widgets/Img';

/** A hot place in a list: picture, name, district, heat, one line about it, and its map page. */
export function RegionalPlaceCard({ place }: { place: RegionalPlaceCard_place$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment RegionalPlaceCard_place on RegionalPlace {
        name
        summary
        regionName
        heat
        mapPath
        image {
          url(size: COVER)
        }
      }
    `,
    place,
  );
  return (
    <article className="xj-card" data-testid="xj-place">
      <Img src={p.image?.url} alt="" className="xj-card__img" />
      <div className="xj-card__body">
        <Heading className="xj-card__title">
          <Content>{p.name}</Content>
        </Heading>
        <p className="xj-card__meta">
          {p.regionName && (
            <span className="xj-card__chip">
              <MapPin aria-hidden size={13} /> <Content>{p.regionName}</Content>
            </span>
          )}
          <span className="xj-card__chip">
            <Flame aria-hidden size={13} /> {t('regional.heat', { heat: p.heat })}
          </span>
        </p>
        {p.summary && (
          <Content as="p" className="xj-card__text">
            {p.summary}
          </Content>
        )}
        {p.mapPath && (
          <Link to={p.mapPath} className="pill-link xj-card__action">
            <MapPin aria-hidden size={14} /> {t('regional.map')}
          </Link>
        )}
      </div>
    </article>
  );
}
