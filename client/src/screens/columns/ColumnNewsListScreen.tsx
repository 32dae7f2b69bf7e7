import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnNewsListScreenQuery } from '../../__generated__/ColumnNewsListScreenQuery.graphql';
import type { ColumnNewsListScreen_articles$key } from '../../__generated__/ColumnNewsListScreen_articles.graphql';
import type { ColumnArticlesPaginationQuery } from '../../__generated__/ColumnArticlesPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { NewsCard } from '../../widgets/NewsCard';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './columns.css';

const newsQuery = graphql`
  query ColumnNewsListScreenQuery($code: String!) {
    column(code: $code) {
      name
      parent {
        name
        path
      }
      ...ColumnNewsListScreen_articles
    }
  }
`;

export function columnNewsListLoader({
  request,
  params,
}: {
  request: Request;
  params: { code?: string };
}): PreloadedQuery<ColumnNewsListScreenQuery> {
  prepareRequest(request);
  return preload<ColumnNewsListScreenQuery>(newsQuery, { code: params.code ?? '' }, { fresh: !isBackForward() });
}

function Articles({ column }: { column: ColumnNewsListScreen_articles$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ColumnArticlesPaginationQuery,
    ColumnNewsListScreen_articles$key
  >(
    graphql`
      fragment ColumnNewsListScreen_articles on Column
      @refetchable(queryName: "ColumnArticlesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        articles(first: $count, after: $cursor) @connection(key: "ColumnNewsListScreen_articles") {
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
      {data.articles.edges.map((e) => (
        <NewsCard key={e.node.id} article={e.node} />
      ))}
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
