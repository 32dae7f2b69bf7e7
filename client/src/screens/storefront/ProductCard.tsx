import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { Content } from '../../widgets/Content';
import { Img } from '../../widgets/Img';
import { formatMoney } from '../../widgets/booking/format';
import { productPath } from './paths';

/** A product in the list: its cover, name, price, the shop it comes from, its stock (or sold out). */
export function ProductCard({ product }: { product: ProductCard_product$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment ProductCard_product on StorefrontProduct {
        upstreamId
        name
        shopName
        price
        stock
        sales
        cover {
          url(size: THUMBNAIL)
        }
      }
    `,
    product,
  );
  return (
    <Link to={productPath(p.upstreamId)} className="product-card" data-testid="product">
      <Img src={p.cover?.url} alt="" className="product-card__cover" />
      <div className="product-card__body">
        <Content as="h2" className="product-card__name">
          {p.name}
        </Content>
        <p className="product-card__shop">
          <Content>{p.shopName}</Content>
        </p>
        <p className="product-card__foot">
          <strong className="price product-card__price">{formatMoney(p.price)}</strong>
          {p.stock > 0 ? (
            <span className="product-card__stock">{t('storefront.sales', { count: p.sales })}</span>
          ) : (
            <span className="product-card__sold-out" data-testid="sold-out">
              {t('storefront.soldOut')}
            </span>
          )}
        </p>
      </div>
    </Link>
  );
}
