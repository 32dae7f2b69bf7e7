import './heritage.css';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageFoodDetailScreenQuery } from '../../__generated__/HeritageFoodDetailScreenQuery.graphql';
import type { HeritageFoodDetailScreen_food$key } from '../../__generated__/HeritageFoodDetailScreen_food.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { InfoRow } from '../../widgets/InfoRow';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query HeritageFoodDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "HeritageFood", upstreamId: $id) {
      __typename
      ...HeritageFoodDetailScreen_food @alias(as: "food")
    }
  }
`;

export function heritageFoodDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<HeritageFoodDetailScreenQuery> {
  prepareRequest(request);
  return preload<HeritageFoodDetailScreenQuery>(query, { id: params.id ?? '' });
}

function Food({ food }: { food: HeritageFoodDetailScreen_food$key }) {
  const { t } = useTranslation();
  const f = useFragment(
    graphql`
      fragment HeritageFoodDetailScreen_food on HeritageFood {
        name
        summary
        body
        restaurantName
        address
        averagePrice
        images {
          url(size: COVER)
          alt
        }
        mapPath
        project {
          name
          detailPath
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    food,
  );
  return (
    <div className="detail detail--with-bar" data-testid="heritage-food-detail">
      <PageHeader title={t('heritage.kinds.foods')} transparent />
      <Gallery images={f.images} alt={f.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="heritage-name">
          {f.name}
        </Content>
        {f.summary && (
          <Content as="p" className="detail__summary">
            {f.summary}
          </Content>
        )}
        <dl className="info-rows">
          {f.project && (
            <InfoRow label={t('heritage.craft')}>
              <Link to={f.project.detailPath} className="heritage-inline-link">
                {f.project.name}
              </Link>
            </InfoRow>
          )}
          {f.restaurantName && <InfoRow label={t('heritage.whereToTaste')}>{f.restaurantName}</InfoRow>}
          {f.averagePrice != null && (
            <InfoRow label={t('heritage.averagePrice')}>{t('heritage.pricePerPerson', { price: f.averagePrice })}</InfoRow>
          )}
          {f.address && (
            <InfoRow label={t('place.address')} className="info-row__split">
              <span>{f.address}</span>
              {f.mapPath && (
                <Link to={f.mapPath} className="pill-link">
                  {t('place.openMap')}
                </Link>
              )}
            </InfoRow>
          )}
        </dl>
        <ShareButton card={f.shareCard} />
      </section>
      {f.body && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('heritage.story')}</h2>
          <Introduction html={f.body} />
        </section>
      )}
      <CommentPreview subject={f} />
      <InteractionBar subject={f} />
    </div>
  );
}

/** /intangible-food-desc/:id — a heritage dish: its craft, where to taste it, its story, comments. */
export function HeritageFoodDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<HeritageFoodDetailScreenQuery>(query);
  if (!node?.food) return <NotFoundPage title={t('heritage.kinds.foods')} text={t('heritage.notFound')} />;
  return <Food food={node.food} />;
}
