import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Compass, GalleryVerticalEnd, Hash, Images, NotebookPen, PenLine, Tags } from 'lucide-react';
import type { TimeScreenQuery } from '../../__generated__/TimeScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { TopicCard } from './TopicCard';
import { StoryFeed } from './StoryFeed';
import { useWrite } from './useWrite';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

const query = graphql`
  query TimeScreenQuery {
    topics(first: 6) {
      edges {
        node {
          id
          state
          ...TopicCard_topic
        }
      }
    }
    ...StoryFeed_query
  }
`;

export function timeLoader({ request }: { request: Request }): PreloadedQuery<TimeScreenQuery> {
  prepareRequest(request);
  return preload<TimeScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/**
 * /time (TIME): the stories people post — the open topics to take part in, links to the time
 * line, the tags and all topics, then the waterfall of stories, newest or most liked first — and
 * a button to write one.
 */
export function TimeScreen() {
  const { t } = useTranslation();
  const write = useWrite();
  const data = useRouteQuery<TimeScreenQuery>(query);
  const open = (data.topics?.edges ?? []).filter((e) => e.node.state === 'UNDER_WAY');
  return (
    <>
      <PageHeader
        title={t('stories.time')}
        right={
          <Link to="/user-story" className="icon-button" aria-label={t('stories.myStories')} data-testid="my-stories-link">
            <NotebookPen aria-hidden size={20} />
          </Link>
        }
      />
      <div data-testid="time-screen">
        {open.length > 0 && (
          <section aria-labelledby="open-topics">
            <div className="section-title section-title--pad">
              <h2 className="section-title__text" id="open-topics">
                {t('stories.openTopics')}
              </h2>
              <Link to="/topic-list" className="section-title__more">
                {t('stories.allTopics')}
                <ChevronRight aria-hidden size={16} />
              </Link>
            </div>
            <ul className="topic-strip">
              {open.map((e) => (
                <li key={e.node.id} className="topic-strip__item">
                  <TopicCard topic={e.node} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav className="quick-links" aria-label={t('stories.time')}>
          <Link to="/time-list">
            <GalleryVerticalEnd aria-hidden size={16} /> {t('stories.timeline')}
          </Link>
          <Link to="/tag-list">
            <Tags aria-hidden size={16} /> {t('stories.tags')}
          </Link>
          <Link to="/topic-list">
            <Hash aria-hidden size={16} /> {t('stories.topics')}
          </Link>
          <Link to="/photo-wall" data-testid="photo-wall-link">
            <Images aria-hidden size={16} /> {t('stories.photoWall')}
          </Link>
          <Link to="/find" data-testid="find-link">
            <Compass aria-hidden size={16} /> {t('stories.find')}
          </Link>
        </nav>
        <StoryFeed query={data} title={t('stories.latestStories')} />
      </div>
      <button type="button" className="write-fab" onClick={() => write('/add-story/0/0')} data-testid="time-write">
        <PenLine aria-hidden size={18} /> {t('stories.write')}
      </button>
    </>
  );
}
