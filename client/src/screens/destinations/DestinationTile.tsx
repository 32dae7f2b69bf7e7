import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DestinationTile_card$key } from '../../__generated__/DestinationTile_card.graphql';
import { Img } from '../../widgets/Img';

/**
 * A destination in a grid: its picture, name and slogan. `to="city"` opens the destination's page
 * (a themed destination has none of its own: its card opens), `to="card"` the city card.
 */
export function DestinationTile({ card, to }: { card: DestinationTile_card$key; to: 'city' | 'card' }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment DestinationTile_card on CityCard {
        name
        slogan
        kind
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
    <Link to={href} className="dest-tile" data-testid="destination-tile" data-kind={c.kind}>
      <Img src={c.cover?.url} alt={c.name} className="dest-tile__img" />
      <span className="dest-tile__body">
        <span className="dest-tile__name">
          {c.name}
          {c.kind === 'THEME' && <span className="badge badge--plain dest-tile__kind">{t('destinations.kind.THEME')}</span>}
        </span>
        {c.slogan && <span className="dest-tile__slogan">{c.slogan}</span>}
      </span>
    </Link>
  );
}
