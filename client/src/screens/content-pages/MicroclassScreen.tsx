import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import type { MicroclassScreenQuery } from '../../__generated__/MicroclassScreenQuery.graphql';
import type { MicroclassScreen_query$key } from '../../__generated__/MicroclassScreen_query.graphql';
import type { MicroclassScreen_lesson$key } from '../../__generated__/MicroclassScreen_lesson.graphql';
import type { MicroclassPaginationQuery } from '../../__generated__/MicroclassPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { Heading } from '../../widgets/Content';
import { ListSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { currentLanguage } from '../../i18n';
import './content-pages.css';

const PAGE = 10;

const query = graphql`
  query MicroclassScreenQuery($code: String!) {
    newsChannels {
      code
      name
    }
    ...MicroclassScreen_query @arguments(code: $code)
  }
`;

function loader({ request, params }: { request: Request; params: { code?: string } }): PreloadedQuery<MicroclassScreenQuery> {
  prepareRequest(request);
  return preload<MicroclassScreenQuery>(query, { code: params.code ?? '' }, { fresh: !isBackForward() });
}

/** One lesson: its poster with a play mark, its title and date; opens the article, which plays it. */
function LessonCard({ lesson }: { lesson: MicroclassScreen_lesson$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment MicroclassScreen_lesson on NewsArticle {
        title
        publishedAt
        detailPath
        cover {
          url(size: NEWS_THUMBNAIL)
        }
        video {
          poster {
            url(size: NEWS_THUMBNAIL)
          }
        }
      }
    `,
    lesson,
  );
  const poster = data.video?.poster?.url ?? data.cover?.url ?? null;
  return (
    <Link to={data.detailPath} className="lesson-card" data-testid="lesson-card">
      <span className="lesson-card__poster">
        {poster && <Img src={poster} alt="" className="lesson-card__img" />}
        <span className="lesson-card__play" role="img" aria-label={t('contentPages.play')}>
          <Play size={18} aria-hidden />
        </span>
      </span>
      <Heading className="lesson-card__title">{data.title}</Heading>
      {data.publishedAt && <span className="lesson-card__date">{formatDate(data.publishedAt, currentLanguage())}</span>}
    </Link>
  );
}

function Lessons({ query: ref }: { query: MicroclassScreen_query$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<MicroclassPaginationQuery, MicroclassScreen_query$key>(
    graphql`
      fragment MicroclassScreen_query on Query
      @refetchable(queryName: "MicroclassPaginationQuery")
      @argumentDefinitions(code: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        lessons: news(channelCode: $code, contentType: VIDEO, first: $count, after: $cursor) @connection(key: "MicroclassScreen_lessons") {
          totalCount
          edges {
            node {
              id
              ...MicroclassScreen_lesson
            }
          }
        }
      }
    `,
    ref,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  if (!data.lessons) return <PartFailed testId="lessons-failed" />;
  if (data.lessons.totalCount === 0 && data.lessons.edges.length === 0) return <EmptyState text={t('contentPages.noLessons')} />;
  return (
    <>
      <ul className="lesson-grid" data-testid="lesson-grid">
        {data.lessons.edges.map((e) => (
          <li key={e.node.id}>
            <LessonCard lesson={e.node} />
          </li>
        ))}
      </ul>
      <ListFooter total={data.lessons.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /cc-microclass/:code: a news channel's micro-lessons (its videos) as a grid of posters, newest first. */
function MicroclassScreen() {
  const { t } = useTranslation();
  const { code } = useParams();
  const data = useRouteQuery<MicroclassScreenQuery>(query);
  const channel = data.newsChannels?.find((c) => c.code === code);
  return (
    <div className="content-page" data-testid="microclass">
      <PageHeader title={channel ? t('contentPages.lessonsOf', { name: channel.name }) : t('contentPages.lessons')} />
      <Lessons query={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: MicroclassScreen,
  loader,
  skeleton: <ListSkeleton header rows={4} />,
};
