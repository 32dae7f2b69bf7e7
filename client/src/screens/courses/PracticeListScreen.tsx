import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PracticeListScreenQuery } from '../../__generated__/PracticeListScreenQuery.graphql';
import type { PracticeListScreen_course$key } from '../../__generated__/PracticeListScreen_course.graphql';
import type { PracticeListScreen_papers$key } from '../../__generated__/PracticeListScreen_papers.graphql';
import type { PracticeListScreen_sitePapers$key } from '../../__generated__/PracticeListScreen_sitePapers.graphql';
import type { PracticeListSetsPaginationQuery } from '../../__generated__/PracticeListSetsPaginationQuery.graphql';
import type { PracticeListPapersPaginationQuery } from '../../__generated__/PracticeListPapersPaginationQuery.graphql';
import type { PracticeListSitePapersPaginationQuery } from '../../__generated__/PracticeListSitePapersPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ExamPaperCard } from './ExamPaperCard';
import { score } from './format';
import './courses.css';

const query = graphql`
  query PracticeListScreenQuery($courseId: ID!, $course: Boolean!, $practice: Boolean!) {
    node: nodeByUpstreamId(type: "Course", upstreamId: $courseId) @include(if: $course) {
      ... on Course @alias(as: "course") {
        name
        ...PracticeListScreen_course @include(if: $practice) @alias(as: "sets")
        ...PracticeListScreen_papers @skip(if: $practice) @alias(as: "papers")
      }
    }
    ...PracticeListScreen_sitePapers @skip(if: $course) @alias(as: "sitePapers")
  }
`;

/** /practice-list/:courseId/:type — a course's practice sets (`practice`) or exam papers (`exam`); `all`/exam: the site's papers. */
export function practiceListLoader({
  request,
  params,
}: {
  request: Request;
  params: { courseId?: string; type?: string };
}): PreloadedQuery<PracticeListScreenQuery> {
  prepareRequest(request);
  const course = params.courseId !== 'all';
  return preload<PracticeListScreenQuery>(
    query,
    { courseId: course ? (params.courseId ?? '') : '', course, practice: params.type !== 'exam' },
    { fresh: !isBackForward() },
  );
}

function PracticeSets({ course }: { course: PracticeListScreen_course$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PracticeListSetsPaginationQuery, PracticeListScreen_course$key>(
    graphql`
      fragment PracticeListScreen_course on Course
      @refetchable(queryName: "PracticeListSetsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        practiceSets(first: $count, after: $cursor) @connection(key: "PracticeListScreen_practiceSets") {
          totalCount
          edges {
            node {
              id
              upstreamId
              name
              questionCount
              totalScore
              takePath
              viewerResults {
                attempts
                lastScore
                bestScore
              }
            }
          }
        }
      }
    `,
    course,
  );
  return (
    <PagedList
      connection={data.practiceSets}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="practice-sets-failed"
      empty={<EmptyState text={t('courses.practice.empty')} />}
      className="course-list"
      testId="practice-sets"
    >
      {(s) => (
        <article className="set-card" data-testid="practice-card">
          <h2 className="set-card__title">{s.name}</h2>
          <p className="set-card__meta">
            <span>{t('courses.practice.questions', { count: s.questionCount })}</span>
            <span>{t('courses.results.outOf', { total: score(s.totalScore) })}</span>
            {s.viewerResults && s.viewerResults.attempts > 0 && (
              <span>{t('courses.practice.last', { score: score(s.viewerResults.lastScore), best: score(s.viewerResults.bestScore) })}</span>
            )}
          </p>
          <div className="set-card__actions">
            {s.viewerResults && s.viewerResults.attempts > 0 && (
              <Link to={`/practice-desc/me/${encodeURIComponent(s.upstreamId)}/practice`} className="btn btn--outline btn--small">
                {t('courses.practice.results')}
              </Link>
            )}
            <Link to={s.takePath} className="btn btn--primary btn--small" data-testid="practice-take">
              {s.viewerResults && s.viewerResults.attempts > 0 ? t('courses.practice.again') : t('courses.practice.start')}
            </Link>
          </div>
        </article>
      )}
    </PagedList>
  );
}

function CoursePapers({ course }: { course: PracticeListScreen_papers$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    PracticeListPapersPaginationQuery,
    PracticeListScreen_papers$key
  >(
    graphql`
      fragment PracticeListScreen_papers on Course
      @refetchable(queryName: "PracticeListPapersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        examPapers(first: $count, after: $cursor) @connection(key: "PracticeListScreen_examPapers") {
          totalCount
          edges {
            node {
              id
              ...ExamPaperCard_paper
            }
          }
        }
      }
    `,
    course,
  );
  return (
    <PagedList
      connection={data.examPapers}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="papers-failed"
      empty={<EmptyState text={t('courses.exams.empty')} />}
      className="course-list"
      testId="exam-papers"
    >
      {(p) => <ExamPaperCard paper={p} />}
    </PagedList>
  );
}

function SitePapers({ query: ref }: { query: PracticeListScreen_sitePapers$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    PracticeListSitePapersPaginationQuery,
    PracticeListScreen_sitePapers$key
  >(
    graphql`
      fragment PracticeListScreen_sitePapers on Query
      @refetchable(queryName: "PracticeListSitePapersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        examPapers(first: $count, after: $cursor) @connection(key: "PracticeListScreen_examPapers") {
          totalCount
          edges {
            node {
              id
              ...ExamPaperCard_paper
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.examPapers}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="papers-failed"
      empty={<EmptyState text={t('courses.exams.empty')} />}
      className="course-list"
      testId="exam-papers"
    >
      {(p) => <ExamPaperCard paper={p} />}
    </PagedList>
  );
}

export function PracticeListScreen() {
  const { t } = useTranslation();
  const { courseId, type } = useParams();
  const data = useRouteQuery<PracticeListScreenQuery>(query);
  const exam = type === 'exam';
  const title = exam ? t('courses.exams.title') : t('courses.practice.title');
  if (courseId !== 'all') {
    const course = data.node?.course;
    if (!course) return <NotFoundPage title={title} text={t('courses.notFound')} />;
    return (
      <div className="course-page" data-testid="practice-list">
        <PageHeader title={title} />
        <p className="list-count">{course.name}</p>
        {exam ? course.papers && <CoursePapers course={course.papers} /> : course.sets && <PracticeSets course={course.sets} />}
      </div>
    );
  }
  return (
    <div className="course-page" data-testid="practice-list">
      <PageHeader title={title} />
      {data.sitePapers && <SitePapers query={data.sitePapers} />}
    </div>
  );
}
