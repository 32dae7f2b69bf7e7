import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { ColumnListScreenQuery } from '../../__generated__/ColumnListScreenQuery.graphql';
import type { ColumnNewsListScreenQuery } from '../../__generated__/ColumnNewsListScreenQuery.graphql';
import type { ColumnScreens_articles$key } from '../../__generated__/ColumnScreens_articles.graphql';
import type { ColumnArticlesPaginationQuery } from '../../__generated__/ColumnArticlesPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { Img } from '../../widgets/Img';
import { NewsCard } from '../../widgets/NewsCard';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './columns.css';

const columnQuery = graphql`
  query ColumnListScreenQuery($code: String!) {
    column(code: $code) {
      name
      introduction
      cover {
        url(size: COVER)
      }
      channels {
        code
        name
        path
        articleCount
      }
    }
  }
`;

export function columnListLoader({ request, params }: { request: Request; params: { code?: string } }): PreloadedQuery<ColumnListScreenQuery> {
  prepareRequest(request);
  return preload<ColumnListScreenQuery>(columnQuery, { code: params.code ?? '' });
}

/** /column-list/:code (ART_FUND → /column-list/scysjj): a column's banner, introduction and channels. */
export function ColumnListScreen() {
  const { t } = useTranslation();
  const { column } = useRouteQuery<ColumnListScreenQuery>(columnQuery);
  if (!column) return <NotFoundPage title={t('columns.title')} text={t('columns.notFound')} />;
  return (
    <div data-testid="column-list">
      <PageHeader title={column.name} />
      {column.cover && <Img src={column.cover.url} alt={column.name} className="column__cover" eager />}
      {column.introduction && (
        <section className="column__intro">
          <Introduction html={column.introduction} />
        </section>
      )}
      {column.channels.length === 0 ? (
        <EmptyState text={t('columns.noChannels')} />
      ) : (
        <ul className="column__channels">
          {column.channels.map((ch) => (
            <li key={ch.code}>
              <Link to={ch.path} className="column__channel" data-testid="column-channel">
                <span className="column__channel-name">{ch.name}</span>
                <span className="column__channel-count">{t('columns.articles', { count: ch.articleCount })}</span>
                <ChevronRight size={18} aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const newsQuery = graphql`
  query ColumnNewsListScreenQuery($code: String!) {
    column(code: $code) {
      name
      parent {
        name
        path
      }
      ...ColumnScreens_articles
    }
  }
`;

export function columnNewsListLoader({ request, params }: { request: Request; params: { code?: string } }): PreloadedQuery<ColumnNewsListScreenQuery> {
  prepareRequest(request);
  return preload<ColumnNewsListScreenQuery>(newsQuery, { code: params.code ?? '' }, { fresh: !isBackForward() });
}

function Articles({ column }: { column: ColumnScreens_articles$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ColumnArticlesPaginationQuery, ColumnScreens_articles$key>(
    graphql`
      fragment ColumnScreens_articles on Column
      @refetchable(queryName: "ColumnArticlesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        articles(first: $count, after: $cursor) @connection(key: "ColumnScreens_articles") {
          totalCount
          edges {
            node {
              id
              ...NewsCard_article
            }
          }
        }
      }
    `,
    column,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.articles) return <PartFailed testId="column-articles-failed" />;
  return (
    <CardList totalCount={data.articles.totalCount} hasNext={hasNext} loading={isLoadingNext}>
      {data.articles.edges.map((e) => <NewsCard key={e.node.id} article={e.node} />)}
    </CardList>
  );
}

/** /column-news-list/:code: the articles of one channel of a column. */
export function ColumnNewsListScreen() {
  const { t } = useTranslation();
  const { column } = useRouteQuery<ColumnNewsListScreenQuery>(newsQuery);
  if (!column) return <NotFoundPage title={t('columns.title')} text={t('columns.notFound')} />;
  return (
    <div className="culture-page" data-testid="column-news-list">
      <PageHeader title={column.name} />
      {column.parent && (
        <p className="column__parent">
          <Link to={column.parent.path}>{column.parent.name}</Link>
        </p>
      )}
      <Articles column={column} />
    </div>
  );
}
