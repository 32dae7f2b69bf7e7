import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { PlaceNews_place$key } from '../../__generated__/PlaceNews_place.graphql';
import { NewsCard } from '../../widgets/NewsCard';
import { HeadingLevel } from '../../widgets/Content';
import { PartFailed } from '../../shell/StateViews';
import './place-news.css';

/**
 * The news section of a place's page: its newest articles and, when it has more than the page
 * shows (the gateway says so with `morePath`), a link to the full list. Nothing when it has none.
 */
export function PlaceNews({ place }: { place: PlaceNews_place$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceNews_place on Place {
        newsPreview {
          totalCount
          morePath
          articles {
            id
            ...NewsCard_article
          }
        }
      }
    `,
    place,
  );
  const preview = data.newsPreview;
  if (preview === undefined) return null;
  if (preview === null)
    return (
      <section className="detail__card">
        <h2 className="detail__h2">{t('places.news')}</h2>
        <PartFailed testId="place-news-failed" />
      </section>
    );
  if (preview.totalCount === 0) return null;
  return (
    <section className="detail__card" data-testid="place-news">
      <h2 className="detail__h2">{t('places.news')}</h2>
      <HeadingLevel below={2}>
        <div className="card-list">
          {preview.articles.map((a) => (
            <NewsCard key={a.id} article={a} />
          ))}
        </div>
      </HeadingLevel>
      {preview.morePath && (
        <Link to={preview.morePath} className="place-news__more" data-testid="place-news-more">
          {t('places.allNews', { count: preview.totalCount })}
          <ChevronRight size={16} aria-hidden />
        </Link>
      )}
    </section>
  );
}
