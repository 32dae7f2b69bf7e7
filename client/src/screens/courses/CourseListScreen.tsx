import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BookOpenCheck, ClipboardList } from 'lucide-react';
import type { CourseListScreenQuery } from '../../__generated__/CourseListScreenQuery.graphql';
import type { CourseListScreen_query$key } from '../../__generated__/CourseListScreen_query.graphql';
import type { CourseListPaginationQuery } from '../../__generated__/CourseListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { CourseCard } from './CourseCard';
import './courses.css';

const query = graphql`
  query CourseListScreenQuery {
    ...CourseListScreen_query
  }
`;

export function courseListLoader({ request }: { request: Request }): PreloadedQuery<CourseListScreenQuery> {
  prepareRequest(request);
  return preload<CourseListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Courses({ query: ref }: { query: CourseListScreen_query$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CourseListPaginationQuery, CourseListScreen_query$key>(
    graphql`
      fragment CourseListScreen_query on Query
      @refetchable(queryName: "CourseListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        courses(first: $count, after: $cursor) @connection(key: "CourseListScreen_courses") {
          totalCount
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.courses}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="course-list-failed"
      empty={<EmptyState text={t('courses.empty')} />}
      className="course-list"
      testId="course-list"
    >
      {(node) => <CourseCard course={node} />}
    </PagedList>
  );
}

/** /course-list (SCHOOL): the site's courses; links to the site's exams and the viewer's study. */
export function CourseListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<CourseListScreenQuery>(query);
  return (
    <div className="course-page" data-testid="course-list-screen">
      <PageHeader title={t('courses.title')} />
      <div className="course-toolbar">
        <Link to="/practice-list/all/exam" className="course-toolbar__link">
          <ClipboardList size={18} aria-hidden /> {t('courses.exams.title')}
        </Link>
        <Link to="/user-course" className="course-toolbar__link">
          <BookOpenCheck size={18} aria-hidden /> {t('courses.myStudy')}
        </Link>
      </div>
      <Courses query={data} />
    </div>
  );
}
