import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserCourseScreenQuery } from '../../__generated__/UserCourseScreenQuery.graphql';
import type { UserCourseScreen_user$key } from '../../__generated__/UserCourseScreen_user.graphql';
import type { UserCoursePaginationQuery } from '../../__generated__/UserCoursePaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { CourseCard } from './CourseCard';
import './courses.css';

const query = graphql`
  query UserCourseScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserCourseScreen_user
      }
    }
  }
`;

export function userCourseLoader({ request }: { request: Request }): PreloadedQuery<UserCourseScreenQuery> {
  return preloadSignedIn<UserCourseScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function MyCourses({ user }: { user: UserCourseScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserCoursePaginationQuery, UserCourseScreen_user$key>(
    graphql`
      fragment UserCourseScreen_user on User
      @refetchable(queryName: "UserCoursePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        courses(first: $count, after: $cursor) @connection(key: "UserCourseScreen_courses") {
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
    user,
  );
  return (
    <PagedList
      connection={data.courses}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="my-courses-failed"
      empty={
        <>
          <EmptyState text={t('courses.myStudyEmpty')} />
          <p style={{ textAlign: 'center' }}>
            <Link to="/course-list" className="btn btn--primary">
              {t('courses.browse')}
            </Link>
          </p>
        </>
      }
      className="course-list"
      testId="my-courses"
    >
      {(node) => <CourseCard course={node} resume />}
    </PagedList>
  );
}

/** /user-course (MY_STUDY, login): the courses the viewer studies, last studied first; a card resumes where they stopped. */
export function UserCourseScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserCourseScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="course-page" data-testid="user-course">
      <PageHeader title={t('courses.myStudy')} />
      {viewer.user ? <MyCourses user={viewer.user} /> : <EmptyState text={t('courses.signedOut')} />}
    </div>
  );
}
