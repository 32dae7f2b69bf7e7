import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, Repeat, Users } from 'lucide-react';
import type { ExamPaperCard_paper$key } from '../../__generated__/ExamPaperCard_paper.graphql';
import { score } from './format';

/** An exam paper in a list: time limit, pass mark, attempts, takers and the viewer's standing. */
export function ExamPaperCard({ paper }: { paper: ExamPaperCard_paper$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment ExamPaperCard_paper on ExamPaper {
        id
        name
        courseName
        timeLimitMinutes
        totalScore
        passScore
        attemptLimit
        availability
        takerCount
        takePath
        resultsPath
        viewerStatus {
          state
          attemptsUsed
          bestScore
          canStart
        }
      }
    `,
    paper,
  );
  const s = p.viewerStatus;
  return (
    <article className="set-card" data-testid="exam-card">
      <h2 className="set-card__title">{p.name}</h2>
      <p className="set-card__meta">
        {p.courseName && <span>{p.courseName}</span>}
        <span>
          <Clock size={13} aria-hidden /> {t('courses.exams.minutes', { count: p.timeLimitMinutes })}
        </span>
        <span>{t('courses.exams.passOf', { pass: score(p.passScore), total: score(p.totalScore) })}</span>
        <span>
          <Repeat size={13} aria-hidden />{' '}
          {p.attemptLimit === null ? t('courses.exams.unlimitedAttempts') : t('courses.exams.attempts', { count: p.attemptLimit })}
        </span>
        <span>
          <Users size={13} aria-hidden /> {t('courses.exams.takers', { count: p.takerCount })}
        </span>
      </p>
      {s && s.attemptsUsed > 0 && <p className="set-card__meta">{t('courses.exams.best', { score: score(s.bestScore) })}</p>}
      <div className="set-card__actions">
        {s && s.attemptsUsed > 0 && (
          <Link to={p.resultsPath} className="btn btn--outline btn--small">
            {t('courses.exams.results')}
          </Link>
        )}
        {p.availability !== 'OPEN' ? (
          <span className="badge badge--closed">
            {p.availability === 'NOT_OPEN' ? t('courses.exams.notOpen') : t('courses.exams.closed')}
          </span>
        ) : !s || s.canStart ? (
          <Link to={p.takePath} className="btn btn--primary btn--small" data-testid="exam-take">
            {s?.state === 'IN_PROGRESS' ? t('courses.exams.resume') : t('courses.exams.take')}
          </Link>
        ) : (
          <span className="badge badge--closed">{t('courses.exams.noAttempts')}</span>
        )}
      </div>
    </article>
  );
}
