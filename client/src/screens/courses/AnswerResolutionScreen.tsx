import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Lock } from 'lucide-react';
import type { AnswerResolutionScreenQuery } from '../../__generated__/AnswerResolutionScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PartFailed } from '../../shell/StateViews';
import { score } from './format';
import './courses.css';

const query = graphql`
  query AnswerResolutionScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "AnswerRecord", upstreamId: $id) {
      ... on AnswerRecord @alias(as: "record") {
        id
        title
        score
        totalScore
        resultsPath
        resolution {
          locked
          items {
            question {
              id
              position
              kind
              stem
              score
              options {
                key
                text
              }
            }
            given {
              choices
              text
            }
            correct
            isCorrect
            scoreEarned
            analysis
          }
        }
      }
    }
  }
`;

/** /answer-resolution/:recordId/:type (login): each question with the answer given, the right one and why. */
export function answerResolutionLoader({
  request,
  params,
}: {
  request: Request;
  params: { recordId?: string };
}): PreloadedQuery<AnswerResolutionScreenQuery> {
  return preloadSignedIn<AnswerResolutionScreenQuery>(request, query, { id: params.recordId ?? '' });
}

export function AnswerResolutionScreen() {
  const { t } = useTranslation();
  const record = useRouteQuery<AnswerResolutionScreenQuery>(query).node?.record;
  if (!record) return <NotFoundPage title={t('courses.resolution.title')} text={t('courses.resolution.notFound')} />;
  const resolution = record.resolution;
  const say = (kind: string, values: readonly string[], options: ReadonlyArray<{ key: string; text: string }>) => {
    if (values.length === 0) return t('courses.resolution.none');
    if (kind === 'TRUE_FALSE') return values.map((v) => (v === 'TRUE' ? t('courses.quiz.true') : t('courses.quiz.false'))).join('');
    if (kind === 'FILL_IN') return values.join(t('courses.resolution.or'));
    return values.map((k) => `${k}. ${options.find((o) => o.key === k)?.text ?? ''}`).join('；');
  };
  return (
    <div className="course-page" data-testid="answer-resolution">
      <PageHeader title={t('courses.resolution.title')} />
      <p className="list-count">
        {record.title} · {t('courses.results.scoreOf', { score: score(record.score), total: score(record.totalScore) })}
      </p>
      {!resolution ? (
        <PartFailed testId="resolution-failed" />
      ) : (
        <>
          {resolution.locked && (
            <p className="resolution-note" data-testid="resolution-locked">
              <Lock size={16} aria-hidden /> {t('courses.resolution.locked')}
            </p>
          )}
          <ol className="resolution">
            {resolution.items.map((item) => (
              <li key={item.question.id} className="resolution-item" data-testid="resolution-item">
                <div className="resolution-item__head">
                  <span className="badge badge--plain">
                    {item.question.position}. {t(`courses.quiz.kind.${item.question.kind}`)}
                  </span>
                  {item.isCorrect !== null && item.isCorrect !== undefined && (
                    <span
                      className={
                        item.isCorrect
                          ? 'resolution-item__verdict resolution-item__verdict--right'
                          : 'resolution-item__verdict resolution-item__verdict--wrong'
                      }
                    >
                      {item.isCorrect ? <CircleCheck size={14} aria-hidden /> : <CircleX size={14} aria-hidden />}
                      {item.isCorrect ? t('courses.resolution.right') : t('courses.resolution.wrong')} ·{' '}
                      {t('courses.quiz.points', { count: item.scoreEarned ?? 0 })}
                    </span>
                  )}
                </div>
                <p className="resolution-item__stem">{item.question.stem}</p>
                <p className="resolution-item__row">
                  {t('courses.resolution.given')}:{' '}
                  {say(item.question.kind, item.given.text ? [item.given.text] : item.given.choices, item.question.options)}
                </p>
                {item.correct && (
                  <p className="resolution-item__row" data-testid="resolution-correct">
                    {t('courses.resolution.correct')}: {say(item.question.kind, item.correct, item.question.options)}
                  </p>
                )}
                {item.analysis && (
                  <p className="resolution-item__analysis">
                    {t('courses.resolution.analysis')}: {item.analysis}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {record.resultsPath && (
        <p style={{ padding: '0 12px' }}>
          <Link to={record.resultsPath} className="btn btn--outline btn--block">
            {t('courses.resolution.back')}
          </Link>
        </p>
      )}
    </div>
  );
}
