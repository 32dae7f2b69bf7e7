import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GraduationCap, MessageSquare } from 'lucide-react';
import type { QuestionCard_question$key } from '../../__generated__/QuestionCard_question.graphql';
import { Img } from '../../widgets/Img';
import { formatRelative } from '../../widgets/format';

/** A course question in a list: who asked, when, the question, the latest answer, the answer count. */
export function QuestionCard({ question, showCourse = false }: { question: QuestionCard_question$key; showCourse?: boolean }) {
  const { t, i18n } = useTranslation();
  const q = useFragment(
    graphql`
      fragment QuestionCard_question on CourseQuestion {
        id
        content
        askedAt
        courseName
        answerCount
        detailPath
        author {
          nickname
          avatar {
            url(size: THUMBNAIL)
          }
        }
        latestAnswer {
          id
          content
          isTeacher
          author {
            nickname
          }
        }
      }
    `,
    question,
  );
  return (
    <Link to={q.detailPath} className="qa-card" data-testid="question-card">
      <span className="qa-card__head">
        <Img className="avatar avatar--small" src={q.author.avatar?.url} alt="" />
        <span className="qa-card__name">{q.author.nickname}</span>
        {q.askedAt && <span>{formatRelative(q.askedAt, i18n.language)}</span>}
      </span>
      <span className="qa-card__content">{q.content}</span>
      {q.latestAnswer && (
        <span className="qa-card__answer">
          {q.latestAnswer.isTeacher && (
            <span className="teacher-badge">
              <GraduationCap size={12} aria-hidden /> {t('courses.questions.teacher')}
            </span>
          )}{' '}
          {q.latestAnswer.author.nickname}: {q.latestAnswer.content}
        </span>
      )}
      <span className="qa-card__foot">
        <span>{showCourse ? q.courseName : ''}</span>
        <span>
          <MessageSquare size={12} aria-hidden /> {t('courses.questions.answers', { count: q.answerCount })}
        </span>
      </span>
    </Link>
  );
}
