import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PlaceTile_place$key } from '../../__generated__/PlaceTile_place.graphql';
import { Img } from '../../widgets/Img';
import { Content } from '../../widgets/Content';

/** A place on a destination's shelf: its picture, name and region (no aliases: a page holds several shelves). */
export function PlaceTile({ place }: { place: PlaceTile_place$key }) {
  const p = useFragment(
    graphql`
      fragment PlaceTile_place on Place {
        name
        detailPath
        regionName
        summary
        cover {
          url(size: COVER)
          alt
        }
      }
    `,
    place,
  );
  return (
    <Link to={p.detailPath} className="tile dest-place" data-testid="destination-place">
      <Img src={p.cover?.url} alt={p.cover?.alt ?? p.name} className="tile__img" />
      <span className="tile__body">
        <span className="tile__name">{p.name}</span>
        <Content as="span" className="tile__sub">
          {p.regionName ?? p.summary ?? ''}
        </Content>
      </span>
    </Link>
  );
}
