import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { useTranslation } from 'react-i18next';
import type { CourseQuestionScreenQuery } from '../../__generated__/CourseQuestionScreenQuery.graphql';
import type { CourseQuestionScreen_course$key } from '../../__generated__/CourseQuestionScreen_course.graphql';
import type { CourseQuestionPaginationQuery } from '../../__generated__/CourseQuestionPaginationQuery.graphql';
import type { CourseQuestionScreenAskMutation } from '../../__generated__/CourseQuestionScreenAskMutation.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { QuestionCard } from './QuestionCard';
import { TextBox } from './TextBox';
import './courses.css';

const query = graphql`
  query CourseQuestionScreenQuery($id: ID!) {
    inputLimits {
      courseQuestionMaxLength
    }
    node: nodeByUpstreamId(type: "Course", upstreamId: $id) {
      ... on Course @alias(as: "course") {
        id
        name
        ...CourseQuestionScreen_course
      }
    }
  }
`;

const askMutation = graphql`
  mutation CourseQuestionScreenAskMutation($input: AskCourseQuestionInput!, $connections: [ID!]!) {
    askCourseQuestion(input: $input) {
      question @prependNode(connections: $connections, edgeTypeName: "CourseQuestionEdge") {
        id
        ...QuestionCard_question
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /course-question/:id — learners' questions about a course, and a box to ask one. */
export function courseQuestionLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<CourseQuestionScreenQuery> {
  prepareRequest(request);
  return preload<CourseQuestionScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

function Questions({ course }: { course: CourseQuestionScreen_course$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CourseQuestionPaginationQuery, CourseQuestionScreen_course$key>(
    graphql`
      fragment CourseQuestionScreen_course on Course
      @refetchable(queryName: "CourseQuestionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        questions(first: $count, after: $cursor) @connection(key: "CourseQuestionScreen_questions") {
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
    course,
  );
  return (
    <PagedList
      connection={data.questions}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="questions-failed"
      empty={<EmptyState text={t('courses.questions.empty')} />}
      className="qa-list"
      testId="course-questions"
    >
      {(q) => <QuestionCard question={q} />}
    </PagedList>
  );
}

export function CourseQuestionScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<CourseQuestionScreenQuery>(query);
  const [ask] = useGraphMutation<CourseQuestionScreenAskMutation>(askMutation);
  const course = data.node?.course;
  if (!course) return <NotFoundPage title={t('courses.questions.title')} text={t('courses.notFound')} />;
  const submit = async (content: string) => {
    const connection = ConnectionHandler.getConnectionID(course.id, 'CourseQuestionScreen_questions');
    const payload = await ask({ variables: { input: { courseId: course.id, content }, connections: [connection] } });
    if (payload && payload.errors.length === 0) showToast({ message: t('courses.questions.asked'), type: 'success' });
    return payload?.errors ?? null;
  };
  return (
    <div className="course-page" data-testid="course-question">
      <PageHeader title={t('courses.questions.title')} />
      <p className="list-count">{course.name}</p>
      <TextBox
        label={t('courses.questions.ask')}
        placeholder={t('courses.questions.askPlaceholder')}
        max={data.inputLimits.courseQuestionMaxLength}
        submitText={t('courses.questions.submitAsk')}
        onSubmit={submit}
        testId="ask-box"
      />
      <Questions course={course} />
    </div>
  );
}
