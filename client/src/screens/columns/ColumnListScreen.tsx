import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { ColumnListScreenQuery } from '../../__generated__/ColumnListScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
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

export function columnListLoader({
  request,
  params,
}: {
  request: Request;
  params: { code?: string };
}): PreloadedQuery<ColumnListScreenQuery> {
  prepareRequest(request);
  return preload<ColumnListScreenQuery>(columnQuery, { code: params.code ?? '' });
}

/**
 * How a column lays out its channels: `rows` (/column-list/:code) or `tiles`, two a row
 * (/column-list-new/:code, the newer layout of the same page).
 */
export type ColumnLayout = 'rows' | 'tiles';

/** /column-list/:code (ART_FUND → /column-list/scysjj): a column's banner, introduction and channels. */
export function ColumnListScreen({ layout = 'rows' }: { layout?: ColumnLayout }) {
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
        <ul className={layout === 'tiles' ? 'column__channels column__channels--tiles' : 'column__channels'}>
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
