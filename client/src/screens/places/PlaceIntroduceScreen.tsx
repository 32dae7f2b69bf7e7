import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { PlaceIntroduceScreenQuery } from '../../__generated__/PlaceIntroduceScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { PlaceRoute } from '../../shell/placeKinds';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { Introduction } from '../../widgets/Introduction';
import { PlaceCard } from '../../widgets/PlaceCard';
import './introduce.css';

const query = graphql`
  query PlaceIntroduceScreenQuery($kind: PlaceKind!) {
    placeKindIntroduction(kind: $kind) {
      introduction
      placeCount
      listPath
      topPlaces {
        id
        ...PlaceCard_place
      }
    }
  }
`;

export function placeIntroduceLoader(route: PlaceRoute) {
  return ({ request }: { request: Request }): PreloadedQuery<PlaceIntroduceScreenQuery> => {
    prepareRequest(request);
    return preload<PlaceIntroduceScreenQuery>(query, { kind: route.kind });
  };
}

/**
 * /scenic-introduce, /hotel-introduce, … : what the site says of one kind of its places, the
 * kind's key numbers (how many, the most popular) and the way to its list.
 */
export function PlaceIntroduceScreen({ route }: { route: PlaceRoute }) {
  const { t } = useTranslation();
  const { placeKindIntroduction: intro } = useRouteQuery<PlaceIntroduceScreenQuery>(query);
  const kindName = t(`kinds.${route.kind}`);
  return (
    <>
      <PageHeader title={kindName} />
      <div className="place-introduce" data-testid="place-introduce" data-kind={route.kind}>
        <section className="place-introduce__card">
          <h2 className="place-introduce__heading">{t('places.introduce.about')}</h2>
          {intro.introduction ? <Introduction html={intro.introduction} /> : <EmptyState text={t('places.introduce.none')} />}
        </section>
        <Link to={intro.listPath} className="place-introduce__count" data-testid="introduce-list-link">
          <span className="place-introduce__number">{intro.placeCount}</span>
          <span className="place-introduce__label">{t('places.introduce.count', { count: intro.placeCount })}</span>
          <span className="place-introduce__all">{t('places.introduce.all')}</span>
          <ChevronRight size={18} aria-hidden />
        </Link>
        {intro.topPlaces.length > 0 && (
          <section>
            <h2 className="place-introduce__heading place-introduce__heading--list">{t('places.introduce.top')}</h2>
            <div className="card-list">
              {intro.topPlaces.map((p) => (
                <PlaceCard key={p.id} place={p} />
              ))}
            </div>
          </section>
        )}
      </div>
    </>
  );
}
