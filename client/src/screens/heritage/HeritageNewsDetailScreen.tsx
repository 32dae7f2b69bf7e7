import './heritage.css';
import { useMemo } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageNewsDetailScreenQuery } from '../../__generated__/HeritageNewsDetailScreenQuery.graphql';
import type { HeritageNewsDetailScreen_news$key } from '../../__generated__/HeritageNewsDetailScreen_news.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { sanitizeHtml } from '../../widgets/sanitize';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { Content } from '../../widgets/Content';
import { ShareButton } from '../share';

const query = graphql`
  query HeritageNewsDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "HeritageNews", upstreamId: $id) {
      __typename
      ...HeritageNewsDetailScreen_news @alias(as: "news")
    }
  }
`;

export function heritageNewsDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<HeritageNewsDetailScreenQuery> {
  prepareRequest(request);
  return preload<HeritageNewsDetailScreenQuery>(query, { id: params.id ?? '' });
}

function Article({ news }: { news: HeritageNewsDetailScreen_news$key }) {
  const { t, i18n } = useTranslation();
  const n = useFragment(
    graphql`
      fragment HeritageNewsDetailScreen_news on HeritageNews {
        title
        author
        publishedAt
        viewCount
        body
        cover {
          url(size: COVER)
          alt
        }
        project {
          name
          detailPath
        }
        inheritor {
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
    news,
  );
  const clean = useMemo(() => (n.body ? sanitizeHtml(n.body) : ''), [n.body]);
  return (
    <>
      <PageHeader title={t('heritage.kinds.news')} />
      <article className="article" data-testid="heritage-news-article">
        <Content as="h1" className="article__title" data-testid="heritage-name">
          {n.title}
        </Content>
        <div className="article__meta">
          {n.publishedAt && <time dateTime={n.publishedAt}>{formatDate(n.publishedAt, i18n.language, true)}</time>}
          {n.author && <span>{n.author}</span>}
          <span>{t('heritage.views', { count: n.viewCount })}</span>
        </div>
        {n.cover && <Img src={n.cover.url} alt={n.cover.alt || n.title} className="article__cover" eager />}
        {clean && (
          <Content
            as="div"
            className="rich-text article__body"
            data-testid="heritage-news-body"
            dangerouslySetInnerHTML={{ __html: clean }}
          />
        )}
        {(n.project || n.inheritor) && (
          <p className="heritage-about">
            {t('heritage.about')}
            {n.project && (
              <Link to={n.project.detailPath} className="badge badge--plain heritage-about__link">
                {n.project.name}
              </Link>
            )}
            {n.inheritor && (
              <Link to={n.inheritor.detailPath} className="badge badge--plain heritage-about__link">
                {n.inheritor.name}
              </Link>
            )}
          </p>
        )}
        <ShareButton card={n.shareCard} />
      </article>
      <div className="detail detail--with-bar">
        <CommentPreview subject={n} />
      </div>
      <InteractionBar subject={n} />
    </>
  );
}

/** /intangible-news-desc/:id — a heritage news article (its body sanitised twice: gateway and here). */
export function HeritageNewsDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<HeritageNewsDetailScreenQuery>(query);
  if (!node?.news) return <NotFoundPage title={t('heritage.kinds.news')} text={t('heritage.notFound')} />;
  return <Article news={node.news} />;
}
