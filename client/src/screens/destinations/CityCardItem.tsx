import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Flame, MapPin } from 'lucide-react';
import type { CityCardItem_card$key } from '../../__generated__/CityCardItem_card.graphql';
import { Img } from '../../widgets/Img';

/** A city card in a list: its wide picture, name, kind, slogan, region, heat and tags. */
export function CityCardItem({ card, to }: { card: CityCardItem_card$key; to: 'city' | 'card' }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment CityCardItem_card on CityCard {
        name
        slogan
        kind
        regionName
        tags
        heat
        detailPath
        cityPath
        cover {
          url(size: COVER)
        }
      }
    `,
    card,
  );
  const href = to === 'city' && c.kind !== 'THEME' ? c.cityPath : c.detailPath;
  return (
    <Link to={href} className="dest-card" data-testid="city-card" data-kind={c.kind}>
      <Img src={c.cover?.url} alt="" className="dest-card__img" />
      <span className="dest-card__body">
        <span className="dest-card__title">
          <strong className="dest-card__name">{c.name}</strong>
          <span className="badge badge--plain" data-testid="city-card-kind">
            {t(`destinations.kind.${c.kind}`, { defaultValue: '' })}
          </span>
        </span>
        {c.slogan && <span className="dest-card__slogan">{c.slogan}</span>}
        <span className="dest-card__meta">
          {c.regionName && (
            <span>
              <MapPin size={12} aria-hidden /> {c.regionName}
            </span>
          )}
          <span>
            <Flame size={12} aria-hidden /> {t('destinations.heat', { heat: c.heat })}
          </span>
        </span>
        {c.tags.length > 0 && (
          <span className="dest-card__tags">
            {c.tags.map((tag) => (
              <span key={tag} className="chip">
                {tag}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
