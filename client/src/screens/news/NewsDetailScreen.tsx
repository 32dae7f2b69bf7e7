import { useContext, useMemo } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NewsDetailScreenQuery } from '../../__generated__/NewsDetailScreenQuery.graphql';
import type { NewsDetailScreen_article$key } from '../../__generated__/NewsDetailScreen_article.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { sanitizeHtml } from '../../widgets/sanitize';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { followExternalLink } from '../../shell/openExternal';
import { track } from '../../analytics/track';
import { SiteContext } from '../../shell/SiteContext';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { currentLanguage } from '../../i18n';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { Content, ContentIn } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query NewsDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "NewsArticle", upstreamId: $id) {
      __typename
      ...NewsDetailScreen_article @alias(as: "article")
    }
  }
`;

const articleFragment = graphql`
  fragment NewsDetailScreen_article on NewsArticle {
    id
    title
    author
    publishedAt
    viewCount
    body
    sourceLink {
      url
      needsDisclaimer
      disclaimerText
    }
    contentType
    channel {
      name
    }
    cover {
      url(size: COVER)
      alt
    }
    images {
      url(size: COVER)
      alt
    }
    video {
      url
      poster {
        url(size: COVER)
      }
    }
    audio {
      url
    }
    shareCard {
      ...ShareButton_card
    }
    ...InteractionBar_subject
    ...CommentPreview_subject
  }
`;

export function newsDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<NewsDetailScreenQuery> {
  prepareRequest(request);
  return preload<NewsDetailScreenQuery>(query, { id: params.id ?? '' });
}

/** /news-detail/:id — the article; `body` is SafeHtml from the gateway. */
export function NewsDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<NewsDetailScreenQuery>(query);
  if (!node?.article) return <NotFoundPage title={t('news.title')} text={t('news.notFound')} />;
  return <Article article={node.article} />;
}

function Article({ article }: { article: NewsDetailScreen_article$key }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  const a = useFragment(articleFragment, article);
  const clean = useMemo(() => (a.body ? sanitizeHtml(a.body) : ''), [a.body]);
  return (
    <>
      <PageHeader contentHeading title={a.channel?.name ?? t('news.title')} titleFromSite={!!a.channel?.name} />
      <article className="article" data-testid="news-article">
        <Content as="h1" className="article__title" data-testid="news-title">
          {a.title}
        </Content>
        <div className="article__meta">
          {a.publishedAt && <time dateTime={a.publishedAt}>{formatRelative(a.publishedAt, currentLanguage())}</time>}
          {a.author && (
            <span>
              <ContentIn line={(author) => t('news.author', { author })} content={a.author} />
            </span>
          )}
          <span>{t('news.views', { count: a.viewCount })}</span>
        </div>
        {a.video ? (
          <video className="article__media" controls preload="none" src={a.video.url} poster={a.video.poster?.url} />
        ) : (
          a.cover && <Img src={a.cover.url} alt={a.cover.alt || a.title} className="article__cover" eager />
        )}
        {a.audio && <audio className="audio" controls preload="none" src={a.audio.url} />}
        {clean && (
          <Content as="div" className="rich-text article__body" data-testid="news-body" dangerouslySetInnerHTML={{ __html: clean }} />
        )}
        {a.contentType === 'IMAGE' && a.images.length > 0 && (
          <div className="article__images">
            {a.images.map((img, i) => (
              <Img key={`${img.url}-${i}`} src={img.url} alt={img.alt || a.title} className="article__image" />
            ))}
          </div>
        )}
        {a.sourceLink?.url && (
          <a
            className="article__source"
            href={a.sourceLink.url}
            rel="noopener noreferrer"
            data-testid="news-source"
            onClick={(event) => {
              // the gateway decides: directly (allowed host) or after the disclaimer naming the site
              event.preventDefault();
              track({ kind: 'REPRINT_OPENED', nodeId: a.id });
              void followExternalLink(a.sourceLink, site.name);
            }}
          >
            {t('news.source')}
          </a>
        )}
        <ShareButton card={a.shareCard} />
      </article>
      <div className="detail detail--with-bar">
        <CommentPreview subject={a} />
      </div>
      <InteractionBar subject={a} />
    </>
  );
}

/** The article in grey while its query loads: the header, the title and its meta line, the cover, the body. */
export function ScreenSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="85%" height={22} />
      <SkeletonBlock width="50%" height={12} />
      <SkeletonBlock height={180} radius={8} />
      <SkeletonLines count={5} />
    </SkeletonScreen>
  );
}
