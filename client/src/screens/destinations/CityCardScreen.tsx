import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Compass, Flame, MapPin } from 'lucide-react';
import type { CityCardScreenQuery } from '../../__generated__/CityCardScreenQuery.graphql';
import type { CityCardScreen_card$key } from '../../__generated__/CityCardScreen_card.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { Introduction } from '../../widgets/Introduction';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import './destinations.css';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query CityCardScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "CityCard", upstreamId: $id) {
      __typename
      ...CityCardScreen_card @alias(as: "card")
    }
  }
`;

/**
 * /destination-desc/:region/:id?cardId= — a destination card opened with its cardId;
 * the card is found by `cardId`, else by the path's id (the region only places it).
 */
export function cityCardLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<CityCardScreenQuery> {
  const search = prepareRequest(request);
  return preload<CityCardScreenQuery>(query, { id: search.get('cardId') || params.id || '' });
}

export function CityCardScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<CityCardScreenQuery>(query);
  if (!node?.card) return <NotFoundPage title={t('destinations.card')} text={t('destinations.cardNotFound')} />;
  return <CityCardDetail card={node.card} />;
}

function CityCardDetail({ card }: { card: CityCardScreen_card$key }) {
  const { t } = useTranslation();
  const c = useFragment(
    graphql`
      fragment CityCardScreen_card on CityCard {
        name
        slogan
        summary
        introduction
        kind
        regionName
        tags
        heat
        cityPath
        images {
          url(size: COVER)
          alt
        }
        ...InteractionBar_subject
        shareCard {
          ...ShareButton_card
        }
        ...CommentPreview_subject
      }
    `,
    card,
  );
  // a themed destination has no page of its own: it leads to the destination it lies in
  const explore = c.kind === 'THEME' ? c.regionName : c.name;
  return (
    <div className="detail detail--with-bar" data-testid="city-card-detail">
      <PageHeader contentHeading title={t('destinations.card')} transparent />
      <Gallery images={c.images} alt={c.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="city-card-name">
          {c.name}
        </Content>
        <div className="detail__badges">
          <span className="badge badge--plain">{t(`destinations.kind.${c.kind}`, { defaultValue: '' })}</span>
          <span className="badge badge--plain">
            <Flame size={12} aria-hidden /> {t('destinations.heat', { heat: c.heat })}
          </span>
          {c.regionName && (
            <span className="badge badge--plain">
              <MapPin size={12} aria-hidden /> {c.regionName}
            </span>
          )}
        </div>
        {c.slogan && <p className="dest-slogan">{c.slogan}</p>}
        {c.summary && (
          <Content as="p" className="detail__summary">
            {c.summary}
          </Content>
        )}
        {c.tags.length > 0 && (
          <p className="dest-about__tags">
            {c.tags.map((tag) => (
              <span key={tag} className="chip">
                {tag}
              </span>
            ))}
          </p>
        )}
        {explore && (
          <Link to={c.cityPath} className="btn btn--primary dest-explore" data-testid="explore-destination">
            <Compass size={18} aria-hidden /> {t('destinations.explore', { name: explore })}
          </Link>
        )}
        <ShareButton card={c.shareCard} />
      </section>
      <section className="detail__card">
        <h2 className="detail__h2">{t('destinations.introduce')}</h2>
        {c.introduction ? <Introduction html={c.introduction} /> : <p className="dest-muted">{t('destinations.noIntroduce')}</p>}
      </section>
      <CommentPreview subject={c} />
      <InteractionBar subject={c} />
    </div>
  );
}
