import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PracticeDescScreenQuery } from '../../__generated__/PracticeDescScreenQuery.graphql';
import type { PracticeDescScreen_ranking$key } from '../../__generated__/PracticeDescScreen_ranking.graphql';
import type { PracticeDescRankingPaginationQuery } from '../../__generated__/PracticeDescRankingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { Img } from '../../widgets/Img';
import { clock } from '../../widgets/clock';
import { score } from './format';
import './courses.css';

const query = graphql`
  query PracticeDescScreenQuery($id: ID!, $exam: Boolean!) {
    set: nodeByUpstreamId(type: "PracticeSet", upstreamId: $id) @skip(if: $exam) {
      ... on PracticeSet @alias(as: "practice") {
        name
        courseName
        questionCount
        totalScore
        takePath
        viewerResults {
          attempts
          bestScore
          lastScore
          lastResolutionPath
        }
      }
    }
    paper: nodeByUpstreamId(type: "ExamPaper", upstreamId: $id) @include(if: $exam) {
      ... on ExamPaper @alias(as: "exam") {
        name
        courseName
        totalScore
        passScore
        takePath
        availability
        viewerStatus {
          state
          attemptsUsed
          attemptsLeft
          bestScore
          canStart
        }
        statistics {
          takerCount
          attemptCount
          averageScore
          highestScore
          lowestScore
          passRate
          distribution {
            label
            count
          }
          viewerRank
          viewerBestScore
          viewerPassed
        }
        ...PracticeDescScreen_ranking
      }
    }
  }
`;

/** /practice-desc/:userId/:courseConfigId/:type — the viewer's standing on a set or paper (`userId` is `me`), an exam's statistics and ranking. */
export function practiceDescLoader({
  request,
  params,
}: {
  request: Request;
  params: { courseConfigId?: string; type?: string };
}): PreloadedQuery<PracticeDescScreenQuery> {
  prepareRequest(request);
  return preload<PracticeDescScreenQuery>(
    query,
    { id: params.courseConfigId ?? '', exam: params.type === 'exam' },
    { fresh: !isBackForward() },
  );
}

function Ranking({ paper }: { paper: PracticeDescScreen_ranking$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    PracticeDescRankingPaginationQuery,
    PracticeDescScreen_ranking$key
  >(
    graphql`
      fragment PracticeDescScreen_ranking on ExamPaper
      @refetchable(queryName: "PracticeDescRankingPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        ranking(first: $count, after: $cursor) @connection(key: "PracticeDescScreen_ranking") {
          totalCount
          edges {
            cursor
            node {
              rank
              nickname
              avatar {
                url(size: THUMBNAIL)
                alt
              }
              score
              durationSeconds
              isViewer
            }
          }
        }
      }
    `,
    paper,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  if (!data.ranking) return <PartFailed testId="ranking-failed" />;
  return (
    <>
      <ol className="ranking-list" data-testid="ranking">
        {data.ranking.edges.map(({ cursor, node }) => (
          <li
            key={cursor}
            className={node.isViewer ? 'rank-row rank-row--me' : 'rank-row'}
            data-testid={node.isViewer ? 'my-rank' : 'rank-row'}
          >
            <span className={node.rank <= 3 ? 'rank-row__rank rank-row__rank--top' : 'rank-row__rank'}>{node.rank}</span>
            <Img className="avatar avatar--small" src={node.avatar?.url} alt="" />
            <span className="rank-row__name">{node.isViewer ? t('courses.ranking.me', { name: node.nickname }) : node.nickname}</span>
            <span className="rank-row__score">{score(node.score)}</span>
            <span className="rank-row__time">{clock(node.durationSeconds)}</span>
          </li>
        ))}
      </ol>
      <ListFooter total={data.ranking.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

export function PracticeDescScreen() {
  const { t } = useTranslation();
  const { type } = useParams();
  const data = useRouteQuery<PracticeDescScreenQuery>(query);
  if (type !== 'exam') {
    const set = data.set?.practice;
    if (!set) return <NotFoundPage title={t('courses.practice.title')} text={t('courses.practice.notFound')} />;
    const r = set.viewerResults;
    return (
      <div className="course-page" data-testid="practice-desc">
        <PageHeader title={set.name} />
        <section className="course-section" style={{ marginTop: 12 }}>
          <h1 className="course-section__title">{set.name}</h1>
          {set.courseName && <p className="course-hint">{set.courseName}</p>}
          <div className="stat-grid">
            <p className="stat">
              <strong>{r?.attempts ?? 0}</strong>
              {t('courses.practice.attempts')}
            </p>
            <p className="stat">
              <strong>{score(r?.bestScore)}</strong>
              {t('courses.practice.best')}
            </p>
            <p className="stat">
              <strong>{score(r?.lastScore)}</strong>
              {t('courses.practice.lastScore')}
            </p>
          </div>
          <div className="set-card__actions" style={{ marginTop: 12 }}>
            {r?.lastResolutionPath && (
              <Link to={r.lastResolutionPath} className="btn btn--outline btn--small">
                {t('courses.results.resolution')}
              </Link>
            )}
            <Link to={set.takePath} className="btn btn--primary btn--small">
              {r && r.attempts > 0 ? t('courses.practice.again') : t('courses.practice.start')}
            </Link>
          </div>
        </section>
      </div>
    );
  }
  const paper = data.paper?.exam;
  if (!paper) return <NotFoundPage title={t('courses.exams.title')} text={t('courses.exams.notFound')} />;
  const stats = paper.statistics;
  const most = Math.max(1, ...(stats?.distribution ?? []).map((d) => d.count));
  return (
    <div className="course-page" data-testid="exam-results">
      <PageHeader title={paper.name} />
      <section className="course-section" style={{ marginTop: 12 }} aria-labelledby="mine">
        <h1 id="mine" className="course-section__title">
          {t('courses.exams.mine')}
        </h1>
        <div className="stat-grid">
          <p className="stat">
            <strong data-testid="my-best">{score(stats?.viewerBestScore ?? paper.viewerStatus?.bestScore)}</strong>
            {t('courses.practice.best')}
          </p>
          <p className="stat">
            <strong data-testid="my-rank-number">{stats?.viewerRank ?? '–'}</strong>
            {t('courses.exams.rank', { total: stats?.takerCount ?? 0 })}
          </p>
          <p className="stat">
            <strong>{paper.viewerStatus ? (paper.viewerStatus.attemptsLeft ?? t('courses.exams.unlimited')) : '–'}</strong>
            {t('courses.exams.attemptsLeft')}
          </p>
        </div>
        {paper.viewerStatus?.canStart && (
          <Link to={paper.takePath} className="btn btn--primary btn--block">
            {paper.viewerStatus.state === 'IN_PROGRESS'
              ? t('courses.exams.resume')
              : paper.viewerStatus.attemptsUsed > 0
                ? t('courses.exams.retake')
                : t('courses.exams.take')}
          </Link>
        )}
      </section>
      <section className="course-section" aria-labelledby="stats">
        <h2 id="stats" className="course-section__title">
          {t('courses.exams.statistics')}
        </h2>
        {!stats ? (
          <PartFailed testId="statistics-failed" />
        ) : stats.takerCount === 0 ? (
          <EmptyState text={t('courses.exams.noTakers')} />
        ) : (
          <>
            <div className="stat-grid">
              <p className="stat">
                <strong>{score(stats.averageScore)}</strong>
                {t('courses.exams.average')}
              </p>
              <p className="stat">
                <strong>{score(stats.highestScore)}</strong>
                {t('courses.exams.highest')}
              </p>
              <p className="stat">
                <strong>{stats.passRate === null || stats.passRate === undefined ? '–' : `${Math.round(stats.passRate * 100)}%`}</strong>
                {t('courses.exams.passRate')}
              </p>
            </div>
            <ul className="bands" aria-label={t('courses.exams.distribution')}>
              {stats.distribution.map((d) => (
                <li key={d.label} className="band">
                  <span>{d.label}</span>
                  <span className="band__bar" style={{ width: `${(d.count / most) * 100}%`, minWidth: d.count > 0 ? 6 : 0 }} />
                  <span>{d.count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="course-section" aria-labelledby="ranking-title">
        <h2 id="ranking-title" className="course-section__title">
          {t('courses.results.ranking')}
        </h2>
        <Ranking paper={paper} />
      </section>
    </div>
  );
}
