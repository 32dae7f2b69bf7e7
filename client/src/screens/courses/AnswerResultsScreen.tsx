import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, Clock, ListChecks, Trophy } from 'lucide-react';
import type { AnswerResultsScreenQuery } from '../../__generated__/AnswerResultsScreenQuery.graphql';
import type { AnswerResultsScreen_user$key } from '../../__generated__/AnswerResultsScreen_user.graphql';
import type { AnswerResultsScreen_record$key } from '../../__generated__/AnswerResultsScreen_record.graphql';
import type { AnswerResultsPaginationQuery } from '../../__generated__/AnswerResultsPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { formatDate } from '../../widgets/format';
import { clock } from '../../widgets/clock';
import { kindOfType, score } from './format';
import './courses.css';

const query = graphql`
  query AnswerResultsScreenQuery($kind: AnswerRecordKind!, $record: ID!, $withRecord: Boolean!) {
    viewer {
      isSignedIn
      user {
        ...AnswerResultsScreen_user @arguments(kind: $kind)
      }
    }
    record: nodeByUpstreamId(type: "AnswerRecord", upstreamId: $record) @include(if: $withRecord) {
      ... on AnswerRecord @alias(as: "result") {
        ...AnswerResultsScreen_record
      }
    }
  }
`;

/** /answer-results/:type[?record=<recordId>] (login): the result just handed in, then every result of the kind. */
export function answerResultsLoader({
  request,
  params,
}: {
  request: Request;
  params: { type?: string };
}): PreloadedQuery<AnswerResultsScreenQuery> {
  const record = new URL(request.url).searchParams.get('record') ?? '';
  return preloadSignedIn<AnswerResultsScreenQuery>(
    request,
    query,
    { kind: kindOfType(params.type), record, withRecord: record !== '' },
    { fresh: !isBackForward() },
  );
}

/** The score card of one result: score, verdict, facts, and for an exam the rank. */
export function ScoreCard({ record }: { record: AnswerResultsScreen_record$key }) {
  const { t, i18n } = useTranslation();
  const r = useFragment(
    graphql`
      fragment AnswerResultsScreen_record on AnswerRecord {
        id
        kind
        title
        courseName
        score
        totalScore
        passScore
        passed
        correctCount
        questionCount
        durationSeconds
        autoSubmitted
        submittedAt
        resolutionPath
        resultsPath
        examStatistics {
          viewerRank
          takerCount
        }
      }
    `,
    record,
  );
  return (
    <section className="score-card" data-testid="score-card" aria-labelledby="score-title">
      <h1 id="score-title">{r.title}</h1>
      <p className="score-card__score" data-testid="score">
        {score(r.score)}
      </p>
      <p className="score-card__total">{t('courses.results.outOf', { total: score(r.totalScore) })}</p>
      {r.passed !== null && r.passed !== undefined && (
        <p className="score-card__verdict" data-testid="verdict">
          {r.passed ? <CircleCheck size={16} aria-hidden /> : <CircleX size={16} aria-hidden />}
          {r.passed ? t('courses.results.passed') : t('courses.results.failed', { pass: score(r.passScore) })}
        </p>
      )}
      <p className="score-card__facts">
        <span>
          <ListChecks size={14} aria-hidden /> {t('courses.results.correct', { n: r.correctCount, total: r.questionCount })}
        </span>
        {r.durationSeconds !== null && r.durationSeconds !== undefined && (
          <span>
            <Clock size={14} aria-hidden /> {clock(r.durationSeconds)}
          </span>
        )}
        {r.submittedAt && <span>{formatDate(r.submittedAt, i18n.language, true)}</span>}
      </p>
      {r.examStatistics?.viewerRank && (
        <p className="score-card__facts" data-testid="rank">
          <Trophy size={14} aria-hidden />{' '}
          {t('courses.results.rank', { rank: r.examStatistics.viewerRank, total: r.examStatistics.takerCount })}
        </p>
      )}
      {r.autoSubmitted && <p className="score-card__verdict">{t('courses.results.autoSubmitted')}</p>}
      <div className="score-card__actions">
        <Link to={r.resolutionPath} className="btn" data-testid="see-resolution">
          {t('courses.results.resolution')}
        </Link>
        {r.kind === 'EXAM' && r.resultsPath && (
          <Link to={r.resultsPath} className="btn" data-testid="see-ranking">
            <Trophy size={16} aria-hidden /> {t('courses.results.ranking')}
          </Link>
        )}
      </div>
    </section>
  );
}

function Results({ user }: { user: AnswerResultsScreen_user$key }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AnswerResultsPaginationQuery, AnswerResultsScreen_user$key>(
    graphql`
      fragment AnswerResultsScreen_user on User
      @refetchable(queryName: "AnswerResultsPaginationQuery")
      @argumentDefinitions(kind: { type: "AnswerRecordKind" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        answerRecords(kind: $kind, first: $count, after: $cursor) @connection(key: "AnswerResultsScreen_answerRecords") {
          totalCount
          edges {
            node {
              id
              title
              score
              totalScore
              passed
              submittedAt
              resolutionPath
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={data.answerRecords}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="results-failed"
      empty={<EmptyState text={t('courses.results.empty')} />}
      className="course-list"
      testId="results"
    >
      {(r) => (
        <Link to={r.resolutionPath} className="record-row" data-testid="result-row">
          <span className="record-row__body">
            <span className="record-row__title">{r.title}</span>
            <span className="record-row__meta">
              {r.submittedAt ? formatDate(r.submittedAt, i18n.language, true) : ''}
              {r.passed === true ? ` · ${t('courses.results.passed')}` : r.passed === false ? ` · ${t('courses.results.notPassed')}` : ''}
            </span>
          </span>
          <span className="record-row__score">
            {score(r.score)}
            <small>/{score(r.totalScore)}</small>
          </span>
        </Link>
      )}
    </PagedList>
  );
}

export function AnswerResultsScreen() {
  const { t } = useTranslation();
  const { type } = useParams();
  const data = useRouteQuery<AnswerResultsScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const title = kindOfType(type) === 'EXAM' ? t('courses.results.examTitle') : t('courses.results.practiceTitle');
  return (
    <div className="course-page" data-testid="answer-results">
      <PageHeader title={title} />
      {data.record?.result && <ScoreCard record={data.record.result} />}
      <h2 className="course-section__title" style={{ padding: '8px 16px 0' }}>
        {t('courses.results.history')}
      </h2>
      {data.viewer.user ? <Results user={data.viewer.user} /> : <EmptyState text={t('courses.signedOut')} />}
    </div>
  );
}
