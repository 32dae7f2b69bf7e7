import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlayCircle } from 'lucide-react';
import type { NewsListScreenQuery } from '../../__generated__/NewsListScreenQuery.graphql';
import type { LoaderData } from './newsListLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NewsList } from './NewsList';
import { ListSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query NewsListScreenQuery($channelCode: String) @preloadable {
    newsChannels {
      id
      code
      name
      lessonsPath
    }
    ...NewsList_query @arguments(channelCode: $channelCode)
  }
`;

/**
 * How the news page shows: `tabs` (/news-list/:code, the channel tabs above the list) or `column`
 * (/news-list-xj/:code, the regional pack's layout: one channel's news under its name, no tabs).
 */
export type NewsListLayout = 'tabs' | 'column';

/** /news-list/:code — channel tabs (`all` = every channel) and an infinite list. */
export function NewsListScreen({ layout = 'tabs' }: { layout?: NewsListLayout }) {
  const { t } = useTranslation();
  const { code, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<NewsListScreenQuery>(query, ref);
  const channels = data.newsChannels ?? [];
  const current = channels.find((c) => c.code === code);
  return (
    <>
      <PageHeader title={current?.name ?? t('news.title')} />
      <div className="news-list" data-testid="news-list">
        {layout === 'tabs' && (
          <nav className="tabs" aria-label={t('news.title')}>
            <Link to="/news-list/all" replace className={code === 'all' ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}>
              {t('common.all')}
            </Link>
            {channels.map((c) => (
              <Link
                key={c.id}
                to={`/news-list/${encodeURIComponent(c.code)}`}
                replace
                className={c.code === code ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
              >
                {c.name}
              </Link>
            ))}
          </nav>
        )}
        {current && (
          <Link to={current.lessonsPath} className="news-list__lessons" data-testid="news-lessons-link">
            <PlayCircle size={18} aria-hidden /> {t('news.lessons')}
          </Link>
        )}
        <NewsList query={data} />
      </div>
    </>
  );
}

/** The skeleton while the query loads: the news: the header, the channel tabs, the articles. */
export const ScreenSkeleton = () => <ListSkeleton header tabs={4} />;
