import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchResultCard_place$key } from '../../__generated__/SearchResultCard_place.graphql';
import { Img } from '../../widgets/Img';
import { Heading } from '../../widgets/Content';

/**
 * A search hit: cover, name, kind, region and address — what the search service itself returns,
 * so a page of hits costs one upstream call (levels, comfort and distance are on the detail).
 */
export function SearchResultCard({ place }: { place: SearchResultCard_place$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment SearchResultCard_place on Place {
        id
        kind
        name
        detailPath
        address
        regionName
        cover {
          url(size: SMALL)
        }
      }
    `,
    place,
  );
  const where = [data.regionName, data.address].filter(Boolean).join(' · ');
  return (
    <Link to={data.detailPath} className="place-card" data-testid="place-card" data-kind={data.kind}>
      <Img src={data.cover?.url} alt="" className="place-card__cover" />
      <div className="place-card__body">
        <Heading className="place-card__name">{data.name}</Heading>
        <div className="place-card__badges">
          <span className="badge badge--plain" data-testid="place-kind">
            {t(`kinds.${data.kind}`)}
          </span>
        </div>
        {where && (
          <p className="place-card__addr" data-testid="place-region">
            {where}
          </p>
        )}
      </div>
    </Link>
  );
}
