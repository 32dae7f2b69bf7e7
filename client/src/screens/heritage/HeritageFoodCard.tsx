import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageFoodCard_food$key } from '../../__generated__/HeritageFoodCard_food.graphql';
import { Img } from '../../widgets/Img';
import { Heading } from '../../widgets/Content';

/** One heritage dish in the two-column list: picture, name, the craft it comes from, where and price. */
export function HeritageFoodCard({ food }: { food: HeritageFoodCard_food$key }) {
  const { t } = useTranslation();
  const f = useFragment(
    graphql`
      fragment HeritageFoodCard_food on HeritageFood {
        name
        restaurantName
        averagePrice
        detailPath
        project {
          name
        }
        cover {
          url(size: COVER)
        }
      }
    `,
    food,
  );
  return (
    <Link to={f.detailPath} className="heritage-tile" data-testid="heritage-food-card">
      <Img src={f.cover?.url} alt="" className="heritage-tile__img" />
      <div className="heritage-tile__body">
        <Heading className="heritage-tile__name">{f.name}</Heading>
        {f.project && <span className="badge heritage-kind heritage-kind--craft">{f.project.name}</span>}
        <p className="heritage-tile__sub">
          {f.restaurantName}
          {f.averagePrice != null && <span className="place-card__price"> {t('heritage.pricePerPerson', { price: f.averagePrice })}</span>}
        </p>
      </div>
    </Link>
  );
}
