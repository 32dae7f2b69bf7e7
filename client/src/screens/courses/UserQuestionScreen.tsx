import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { UserQuestionScreenQuery } from '../../__generated__/UserQuestionScreenQuery.graphql';
import type { UserQuestionScreen_user$key } from '../../__generated__/UserQuestionScreen_user.graphql';
import type { UserQuestionPaginationQuery } from '../../__generated__/UserQuestionPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { QuestionCard } from './QuestionCard';
import './courses.css';

const query = graphql`
  query UserQuestionScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserQuestionScreen_user
      }
    }
  }
`;

/** /user-question (EQ, login): the questions the viewer asked about courses, with their answers. */
export function userQuestionLoader({ request }: { request: Request }): PreloadedQuery<UserQuestionScreenQuery> {
  return preloadSignedIn<UserQuestionScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function MyQuestions({ user }: { user: UserQuestionScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserQuestionPaginationQuery, UserQuestionScreen_user$key>(
    graphql`
      fragment UserQuestionScreen_user on User
      @refetchable(queryName: "UserQuestionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        courseQuestions(first: $count, after: $cursor) @connection(key: "UserQuestionScreen_courseQuestions") {
          totalCount
          edges {
            node {
              id
              ...QuestionCard_question
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={data.courseQuestions}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="my-questions-failed"
      empty={<EmptyState text={t('courses.questions.mineEmpty')} />}
      className="qa-list"
      testId="my-questions"
    >
      {(q) => <QuestionCard question={q} showCourse />}
    </PagedList>
  );
}

export function UserQuestionScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserQuestionScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="course-page" data-testid="user-question">
      <PageHeader title={t('courses.questions.mine')} />
      <div style={{ height: 12 }} />
      {viewer.user ? <MyQuestions user={viewer.user} /> : <EmptyState text={t('courses.signedOut')} />}
    </div>
  );
}
