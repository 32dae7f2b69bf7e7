import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsCard_article$key } from '../__generated__/NewsCard_article.graphql';
import { Img } from './Img';
import { formatRelative } from './format';
import { currentLanguage } from '../i18n';
import { Heading } from './Content';
import { useContentLang } from '../shell/SiteContext';

/** One news article in a list: title, summary, date, views and a thumbnail. */
export function NewsCard({ article }: { article: NewsCard_article$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment NewsCard_article on NewsArticle {
        id
        title
        summary
        publishedAt
        pinned
        viewCount
        contentType
        detailPath
        channel {
          name
        }
        cover {
          thumbUrl: url(size: NEWS_THUMBNAIL)
        }
      }
    `,
    article,
  );
  const media =
    data.contentType === 'VIDEO'
      ? t('news.video')
      : data.contentType === 'AUDIO'
        ? t('news.audio')
        : data.contentType === 'IMAGE'
          ? t('news.images')
          : null;
  const contentLang = useContentLang();
  return (
    <Link to={data.detailPath} className="news-card" data-testid="news-card">
      <div className="news-card__body">
        <Heading className="news-card__title">{data.title}</Heading>
        <div className="news-card__meta">
          {data.pinned && <span className="badge badge--primary">{t('news.pinned')}</span>}
          {media && <span className="badge badge--plain">{media}</span>}
          {data.channel?.name && <span lang={contentLang}>{data.channel.name}</span>}
          {data.publishedAt && <span>{formatRelative(data.publishedAt, currentLanguage())}</span>}
          <span>{t('news.views', { count: data.viewCount })}</span>
        </div>
      </div>
      {data.cover && (
        <div className="news-card__thumb">
          <Img src={data.cover.thumbUrl} alt="" className="news-card__img" />
        </div>
      )}
    </Link>
  );
}
