import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Minus, Plus, Store } from 'lucide-react';
import type { ProductScreenQuery } from '../../__generated__/ProductScreenQuery.graphql';
import type { ProductScreenBuyMutation } from '../../__generated__/ProductScreenBuyMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { Content } from '../../widgets/Content';
import { Gallery } from '../../widgets/Gallery';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatMoney } from '../../widgets/booking/format';
import './storefront.css';

const query = graphql`
  query ProductScreenQuery($id: ID!) {
    inputLimits {
      storefrontMaxQuantity
    }
    node: nodeByUpstreamId(type: "StorefrontProduct", upstreamId: $id) {
      __typename
      ... on StorefrontProduct {
        id
        name
        categoryName
        shopName
        price
        stock
        sales
        summary
        pictures {
          url(size: COVER)
          alt
        }
      }
    }
  }
`;

const buyMutation = graphql`
  mutation ProductScreenBuyMutation($input: BuyStorefrontProductInput!) {
    buyStorefrontProduct(input: $input) {
      order {
        id
        detailPath
      }
      product {
        id
        stock
        sales
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ProductScreenQuery> {
  prepareRequest(request);
  return preload<ProductScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

/** How many pieces to buy: one to the most the stock and the gateway's limit allow. */
function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  const { t } = useTranslation();
  return (
    <div className="product-qty" role="group" aria-label={t('storefront.quantity')}>
      <span className="product-qty__label">{t('storefront.quantity')}</span>
      <button
        type="button"
        className="product-qty__btn"
        aria-label={t('storefront.fewer')}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
        data-testid="qty-fewer"
      >
        <Minus size={18} aria-hidden />
      </button>
      <output className="product-qty__value" data-testid="qty">
        {value}
      </output>
      <button
        type="button"
        className="product-qty__btn"
        aria-label={t('storefront.more')}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid="qty-more"
      >
        <Plus size={18} aria-hidden />
      </button>
    </div>
  );
}

/** /dpq-shop/{id}: a product's pictures, price, stock and shop; buying it places a shop order awaiting payment and opens it. */
export function ProductScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { node, inputLimits } = useRouteQuery<ProductScreenQuery>(query);
  const [quantity, setQuantity] = useState(1);
  const [commit, buying] = useGraphMutation<ProductScreenBuyMutation>(buyMutation);
  if (node?.__typename !== 'StorefrontProduct' || !node.id)
    return <NotFoundPage title={t('storefront.title')} text={t('storefront.notFound')} />;
  const max = Math.max(1, Math.min(node.stock, inputLimits.storefrontMaxQuantity));
  const buy = async () => {
    if (buying || !(await requireLogin())) return;
    const res = await commit({ variables: { input: { productId: node.id, quantity } } });
    if (toastOutcome(res, { message: t('storefront.ordered'), type: 'success' }) && res?.order) navigate(res.order.detailPath);
  };
  return (
    <div className="storefront-page product-page" data-testid="product-detail">
      <PageHeader title={t('storefront.title')} />
      <Gallery
        images={node.pictures}
        alt={node.name}
        viewer={{
          label: t('storefront.photos.label'),
          stepLabels: { previous: t('storefront.photos.previous'), next: t('storefront.photos.next') },
          openLabel: (position, total) => t('storefront.photos.open', { position, total }),
        }}
      />
      <section className="detail__card product-info">
        <Content as="h2" className="product-info__name" data-testid="product-name">
          {node.name}
        </Content>
        <p className="price product-info__price" data-testid="product-price">
          {formatMoney(node.price)}
        </p>
        <p className="product-info__meta">
          <Content>{node.categoryName}</Content>
          <span data-testid="product-stock">{node.stock > 0 ? t('storefront.stock', { count: node.stock }) : t('storefront.soldOut')}</span>
          <span>{t('storefront.sales', { count: node.sales })}</span>
        </p>
        <p className="product-info__shop" data-testid="product-shop">
          <Store size={16} aria-hidden /> {t('storefront.from', { shop: node.shopName })}
        </p>
      </section>
      {node.summary && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('storefront.about')}</h2>
          <Content as="p" className="product-info__summary">
            {node.summary}
          </Content>
        </section>
      )}
      <div className="product-buy">
        {node.stock > 0 && <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} />}
        <button
          type="button"
          className="btn btn--primary product-buy__btn"
          disabled={node.stock <= 0 || buying}
          onClick={() => void buy()}
          data-testid="buy"
        >
          {node.stock > 0 ? t('storefront.buy') : t('storefront.soldOut')}
        </button>
      </div>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ProductScreen,
  loader,
  skeleton: <DetailSkeleton header cards={2} />,
};
