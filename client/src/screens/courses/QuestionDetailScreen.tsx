import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GraduationCap } from 'lucide-react';
import type { QuestionDetailScreenQuery } from '../../__generated__/QuestionDetailScreenQuery.graphql';
import type { QuestionDetailScreen_question$key } from '../../__generated__/QuestionDetailScreen_question.graphql';
import type { QuestionDetailPaginationQuery } from '../../__generated__/QuestionDetailPaginationQuery.graphql';
import type { QuestionDetailScreenAnswerMutation } from '../../__generated__/QuestionDetailScreenAnswerMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';
import { TextBox } from './TextBox';
import './courses.css';

const query = graphql`
  query QuestionDetailScreenQuery($id: ID!) {
    inputLimits {
      courseQuestionMaxLength
    }
    node: nodeByUpstreamId(type: "CourseQuestion", upstreamId: $id) {
      ... on CourseQuestion @alias(as: "question") {
        id
        content
        askedAt
        courseName
        coursePath
        answerCount
        author {
          nickname
          avatar {
            url(size: THUMBNAIL)
          }
        }
        ...QuestionDetailScreen_question
      }
    }
  }
`;

const answerMutation = graphql`
  mutation QuestionDetailScreenAnswerMutation($input: AnswerCourseQuestionInput!, $connections: [ID!]!) {
    answerCourseQuestion(input: $input) {
      answer @appendNode(connections: $connections, edgeTypeName: "CourseAnswerEdge") {
        id
        content
        isTeacher
        isMine
        answeredAt
        author {
          nickname
          avatar {
            url(size: THUMBNAIL)
          }
        }
      }
      question {
        id
        answerCount
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /question-detail/:id — a course question with its answers (the teacher's first) and a box to answer. */
export function questionDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<QuestionDetailScreenQuery> {
  prepareRequest(request);
  return preload<QuestionDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

function Answers({ question }: { question: QuestionDetailScreen_question$key }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    QuestionDetailPaginationQuery,
    QuestionDetailScreen_question$key
  >(
    graphql`
      fragment QuestionDetailScreen_question on CourseQuestion
      @refetchable(queryName: "QuestionDetailPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        answers(first: $count, after: $cursor) @connection(key: "QuestionDetailScreen_answers") {
          totalCount
          edges {
            node {
              id
              content
              isTeacher
              isMine
              answeredAt
              author {
                nickname
                avatar {
                  url(size: THUMBNAIL)
                }
              }
            }
          }
        }
      }
    `,
    question,
  );
  return (
    <PagedList
      connection={data.answers}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="answers-failed"
      empty={<EmptyState text={t('courses.questions.noAnswers')} />}
      className="qa-list"
      testId="answers"
    >
      {(a) => (
        <article className="qa-card" data-testid="answer">
          <span className="qa-card__head">
            <Img className="avatar avatar--small" src={a.author.avatar?.url} alt="" />
            <span className="qa-card__name">{a.author.nickname}</span>
            {a.isTeacher && (
              <span className="teacher-badge">
                <GraduationCap size={12} aria-hidden /> {t('courses.questions.teacher')}
              </span>
            )}
            {a.answeredAt && <span>{formatRelative(a.answeredAt, i18n.language)}</span>}
          </span>
          <p className="qa-card__content">{a.content}</p>
        </article>
      )}
    </PagedList>
  );
}

export function QuestionDetailScreen() {
  const { t, i18n } = useTranslation();
  const data = useRouteQuery<QuestionDetailScreenQuery>(query);
  const [answer] = useGraphMutation<QuestionDetailScreenAnswerMutation>(answerMutation);
  const q = data.node?.question;
  if (!q) return <NotFoundPage title={t('courses.questions.detail')} text={t('courses.questions.notFound')} />;
  const submit = async (content: string) => {
    const connection = ConnectionHandler.getConnectionID(q.id, 'QuestionDetailScreen_answers');
    const payload = await answer({ variables: { input: { questionId: q.id, content }, connections: [connection] } });
    if (payload && payload.errors.length === 0) showToast({ message: t('courses.questions.answered'), type: 'success' });
    return payload?.errors ?? null;
  };
  return (
    <div className="course-page" data-testid="question-detail">
      <PageHeader title={t('courses.questions.detail')} />
      <article className="qa-card" style={{ margin: 12 }}>
        <span className="qa-card__head">
          <Img className="avatar avatar--small" src={q.author.avatar?.url} alt="" />
          <span className="qa-card__name">{q.author.nickname}</span>
          {q.askedAt && <span>{formatRelative(q.askedAt, i18n.language)}</span>}
        </span>
        <h1 className="qa-card__content" data-testid="question-content">
          {q.content}
        </h1>
        <span className="qa-card__foot">
          <Link to={q.coursePath} className="pill-link">
            {q.courseName}
          </Link>
          <span>{t('courses.questions.answers', { count: q.answerCount })}</span>
        </span>
      </article>
      <Answers question={q} />
      <TextBox
        label={t('courses.questions.answer')}
        placeholder={t('courses.questions.answerPlaceholder')}
        max={data.inputLimits.courseQuestionMaxLength}
        submitText={t('courses.questions.submitAnswer')}
        onSubmit={submit}
        testId="answer-box"
      />
    </div>
  );
}
