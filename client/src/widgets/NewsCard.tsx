import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NewsCard_article$key } from '../__generated__/NewsCard_article.graphql';
import { Img } from './Img';
import { formatRelative } from './format';
import { currentLanguage } from '../i18n';
import { Heading } from './Content';
import { useContext, type MouseEvent } from 'react';
import { SiteContext, useContentLang } from '../shell/SiteContext';
import { track } from '../analytics/track';
import { openExternalLater } from '../shell/leaveApp';

/**
 * One news article in a list: title, summary, date, views and a thumbnail. A reprint (an article
 * with its source's address) opens that source, as the gateway's verdict on it says, and the
 * opening goes to the visit analytics; any other article opens its detail.
 */
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
        sourceUrl
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
  const siteName = useContext(SiteContext).name;
  const body = (
    <>
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
    </>
  );
  const source = data.sourceUrl;
  if (!source) {
    return (
      <Link to={data.detailPath} className="news-card" data-testid="news-card">
        {body}
      </Link>
    );
  }
  const openSource = (event: MouseEvent) => {
    event.preventDefault();
    track({ kind: 'REPRINT_OPENED', nodeId: data.id });
    // the gateway's verdict on the address decides how it opens (directly or after the disclaimer)
    openExternalLater(source, siteName);
  };
  return (
    <a href={source} rel="noopener noreferrer" className="news-card" data-testid="news-card" onClick={openSource}>
      {body}
    </a>
  );
}
