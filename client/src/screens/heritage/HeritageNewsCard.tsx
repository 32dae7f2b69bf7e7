import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageNewsCard_news$key } from '../../__generated__/HeritageNewsCard_news.graphql';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { Heading } from '../../widgets/Content';

/** One heritage news article in a list: title, project, date, views, thumbnail. */
export function HeritageNewsCard({ news }: { news: HeritageNewsCard_news$key }) {
  const { t, i18n } = useTranslation();
  const n = useFragment(
    graphql`
      fragment HeritageNewsCard_news on HeritageNews {
        title
        pinned
        publishedAt
        viewCount
        detailPath
        project {
          name
        }
        cover {
          thumbUrl: url(size: NEWS_THUMBNAIL)
        }
      }
    `,
    news,
  );
  return (
    <Link to={n.detailPath} className="news-card" data-testid="heritage-news-card">
      <div className="news-card__body">
        <Heading className="news-card__title">{n.title}</Heading>
        <div className="news-card__meta">
          {n.pinned && <span className="badge badge--primary">{t('heritage.pinned')}</span>}
          {n.project && <span className="badge badge--plain">{n.project.name}</span>}
          {n.publishedAt && <span>{formatRelative(n.publishedAt, i18n.language)}</span>}
          <span>{t('heritage.views', { count: n.viewCount })}</span>
        </div>
      </div>
      {n.cover && (
        <div className="news-card__thumb">
          <Img src={n.cover.thumbUrl} alt="" className="news-card__img" />
        </div>
      )}
    </Link>
  );
}
