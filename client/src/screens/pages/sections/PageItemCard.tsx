import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PageItemCard_item$key } from '../../../__generated__/PageItemCard_item.graphql';
import { useContentLang } from '../../../shell/SiteContext';
import { Img } from '../../../widgets/Img';
import { NewsCard } from '../../../widgets/NewsCard';
import { PlaceCard } from '../../../widgets/PlaceCard';

/**
 * One item of a shelf or ranking: a place or a news article as their own cards (list variant),
 * anything else (and every item of a row or grid) as a picture card with its title.
 */
export function PageItemCard({ item, variant, rank }: { item: PageItemCard_item$key; variant: string; rank: number | null }) {
  const data = useFragment(
    graphql`
      fragment PageItemCard_item on PageItem {
        ... on Place {
          name
          detailPath
          cover {
            url(size: SMALL)
          }
          ...PlaceCard_place @alias(as: "place")
        }
        ... on NewsArticle {
          title
          detailPath
          cover {
            url(size: SMALL)
          }
          ...NewsCard_article @alias(as: "article")
        }
        ... on Activity {
          name
          detailPath
          cover {
            url(size: SMALL)
          }
        }
        ... on Story {
          title
          detailPath
          cover {
            url(size: SMALL)
          }
        }
        ... on HeritageProject {
          name
          detailPath
          cover {
            url(size: SMALL)
          }
        }
        ... on ShortVideo {
          title
          detailPath
          cover {
            url(size: SMALL)
          }
        }
      }
    `,
    item,
  );
  const contentLang = useContentLang();
  if (variant === 'list' && rank === null && data.place) return <PlaceCard place={data.place} />;
  if (variant === 'list' && rank === null && data.article) return <NewsCard article={data.article} />;
  const title = data.name ?? data.title;
  if (!data.detailPath || !title) return null;
  return (
    <Link to={data.detailPath} className={`page-card page-card--${variant}`} data-testid="page-item">
      {rank !== null && <span className="page-card__rank">{rank}</span>}
      <Img src={data.cover?.url} alt="" className="page-card__img" />
      <span className="page-card__title" lang={contentLang}>
        {title}
      </span>
    </Link>
  );
}
