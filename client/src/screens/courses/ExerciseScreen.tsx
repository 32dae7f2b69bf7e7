import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CloudOff, LoaderCircle, Timer } from 'lucide-react';
import type { ExerciseScreenPracticeQuery } from '../../__generated__/ExerciseScreenPracticeQuery.graphql';
import type { ExerciseScreenExamQuery } from '../../__generated__/ExerciseScreenExamQuery.graphql';
import type { ExerciseScreen_paper$data, ExerciseScreen_paper$key } from '../../__generated__/ExerciseScreen_paper.graphql';
import type { ExerciseScreenSubmitPracticeMutation } from '../../__generated__/ExerciseScreenSubmitPracticeMutation.graphql';
import type { ExerciseScreenStartExamMutation } from '../../__generated__/ExerciseScreenStartExamMutation.graphql';
import type { ExerciseScreenSaveAnswerMutation } from '../../__generated__/ExerciseScreenSaveAnswerMutation.graphql';
import type { ExerciseScreenSubmitExamMutation } from '../../__generated__/ExerciseScreenSubmitExamMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import { answerInput, isAnswered, Quiz, type Answer } from './Quiz';
import { clock } from '../../widgets/clock';
import { score } from './format';
import './courses.css';

const practiceQuery = graphql`
  query ExerciseScreenPracticeQuery($id: ID!) {
    node: nodeByUpstreamId(type: "PracticeSet", upstreamId: $id) {
      ... on PracticeSet @alias(as: "set") {
        id
        name
        questionCount
        questions {
          id
          ...Quiz_question
        }
      }
    }
  }
`;

const examQuery = graphql`
  query ExerciseScreenExamQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node: nodeByUpstreamId(type: "ExamPaper", upstreamId: $id) {
      ... on ExamPaper @alias(as: "paper") {
        ...ExerciseScreen_paper
      }
    }
  }
`;

const paperFragment = graphql`
  fragment ExerciseScreen_paper on ExamPaper {
    id
    name
    summary
    timeLimitMinutes
    totalScore
    passScore
    questionCount
    attemptLimit
    availability
    resultsPath
    courseId
    viewerStatus {
      state
      attemptsUsed
      attemptsLeft
      bestScore
      canStart
    }
    viewerAttempt {
      id
      remainingSeconds
      questions {
        id
        ...Quiz_question
      }
      answers {
        questionId
        choices
        text
      }
    }
  }
`;

/** /exercise-desc/:id/:type — a practice set (open to all; handing in asks to sign in) or an exam paper (login). */
export function exerciseLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string; type?: string };
}): PreloadedQuery<ExerciseScreenPracticeQuery> | PreloadedQuery<ExerciseScreenExamQuery> {
  if (params.type === 'exam') return preloadSignedIn<ExerciseScreenExamQuery>(request, examQuery, { id: params.id ?? '' });
  prepareRequest(request);
  return preload<ExerciseScreenPracticeQuery>(practiceQuery, { id: params.id ?? '' }, { fresh: true });
}

const submitPracticeMutation = graphql`
  mutation ExerciseScreenSubmitPracticeMutation($input: SubmitPracticeInput!) {
    submitPractice(input: $input) {
      record {
        id
        upstreamId
      }
      practiceSet {
        id
        viewerResults {
          attempts
          lastScore
          bestScore
          lastRecordId
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const startExamMutation = graphql`
  mutation ExerciseScreenStartExamMutation($input: StartExamInput!) {
    startExam(input: $input) {
      paper {
        ...ExerciseScreen_paper
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const saveAnswerMutation = graphql`
  mutation ExerciseScreenSaveAnswerMutation($input: SaveExamAnswerInput!) {
    saveExamAnswer(input: $input) {
      answeredCount
      remainingSeconds
      record {
        upstreamId
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const submitExamMutation = graphql`
  mutation ExerciseScreenSubmitExamMutation($input: SubmitExamInput!) {
    submitExam(input: $input) {
      record {
        upstreamId
      }
      paper {
        id
        viewerStatus {
          state
          attemptsUsed
          attemptsLeft
          bestScore
          canStart
        }
        viewerAttempt {
          id
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const storageKey = (setId: string) => `ctp.practice.${setId}`;

function loadAnswers(key: string): Map<string, Answer> {
  try {
    const raw = sessionStorage.getItem(key);
    return new Map(raw ? (JSON.parse(raw) as [string, Answer][]) : []);
  } catch {
    return new Map();
  }
}

/** Asks before handing in, saying how many questions are not answered. */
async function confirmSubmit(t: (k: string, o?: Record<string, unknown>) => string, unanswered: number): Promise<boolean> {
  return confirmDialog({
    title: t('courses.quiz.submitTitle'),
    message: unanswered > 0 ? t('courses.quiz.submitUnanswered', { count: unanswered }) : t('courses.quiz.submitAll'),
    confirmText: t('courses.quiz.submit'),
  });
}

function PracticeQuiz() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<ExerciseScreenPracticeQuery>(practiceQuery);
  const set = data.node?.set;
  const key = storageKey(set?.id ?? '');
  const [answers, setAnswers] = useState(() => loadAnswers(key));
  const [index, setIndex] = useState(0);
  const [commit, submitting] = useGraphMutation<ExerciseScreenSubmitPracticeMutation>(submitPracticeMutation);
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify([...answers]));
  }, [answers, key]);
  if (!set) return <NotFoundPage title={t('courses.practice.title')} text={t('courses.practice.notFound')} />;
  const questions = set.questions ?? [];
  const submit = async () => {
    if (!(await requireLogin())) return;
    const unanswered = questions.filter((q) => !isAnswered(answers.get(q.id))).length;
    if (!(await confirmSubmit(t, unanswered))) return;
    const payload = await commit({
      variables: {
        input: {
          practiceSetId: set.id,
          answers: questions.filter((q) => isAnswered(answers.get(q.id))).map((q) => answerInput(q.id, answers.get(q.id))),
        },
      },
    });
    if (!payload) return;
    if (payload.errors[0]) {
      showToast({ message: payload.errors[0].message, type: 'error' });
      return;
    }
    sessionStorage.removeItem(key);
    navigate(`/answer-results/practice?record=${encodeURIComponent(payload.record?.upstreamId ?? '')}`, { replace: true });
  };
  return (
    <div data-testid="practice">
      <PageHeader title={set.name} />
      {questions.length === 0 ? (
        <EmptyState text={t('courses.practice.noQuestions')} />
      ) : (
        <Quiz
          questions={questions}
          answers={answers}
          index={index}
          onIndex={setIndex}
          onChange={(id, a) => setAnswers((m) => new Map(m).set(id, a))}
          onCommit={() => undefined}
          onSubmit={() => void submit()}
          submitting={submitting}
          status={
            <span>
              {t('courses.quiz.answered', { n: questions.filter((q) => isAnswered(answers.get(q.id))).length, total: questions.length })}
            </span>
          }
        />
      )}
    </div>
  );
}

type Paper = ExerciseScreen_paper$data;

function ExamIntro({ paper }: { paper: Paper }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [start, starting] = useGraphMutation<ExerciseScreenStartExamMutation>(startExamMutation);
  const status = paper.viewerStatus;
  const begin = async () => {
    const payload = await start({ variables: { input: { paperId: paper.id } } });
    if (payload?.errors[0]) showToast({ message: payload.errors[0].message, type: 'error' });
  };
  return (
    <section className="exam-intro" data-testid="exam-intro" aria-labelledby="exam-name">
      <h1 id="exam-name" className="set-card__title">
        {paper.name}
      </h1>
      {paper.summary && <p className="course-hint">{paper.summary}</p>}
      <div className="exam-intro__rules">
        <p className="exam-intro__rule">
          <strong>{t('courses.exams.minutes', { count: paper.timeLimitMinutes })}</strong>
          {t('courses.exams.timeLimit')}
        </p>
        <p className="exam-intro__rule">
          <strong>{t('courses.quiz.points', { count: paper.passScore })}</strong>
          {t('courses.exams.passMark', { total: score(paper.totalScore) })}
        </p>
        <p className="exam-intro__rule">
          <strong>{paper.questionCount}</strong>
          {t('courses.exams.questions')}
        </p>
        <p className="exam-intro__rule">
          <strong>{status?.attemptsLeft ?? t('courses.exams.unlimited')}</strong>
          {t('courses.exams.attemptsLeft')}
        </p>
      </div>
      <p className="course-hint">{t('courses.exams.rules')}</p>
      {status?.canStart ? (
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={starting}
          onClick={() => void begin()}
          data-testid="exam-start"
        >
          {status.state === 'FINISHED' ? t('courses.exams.retake') : t('courses.exams.start')}
        </button>
      ) : (
        <p className="badge badge--closed" data-testid="exam-unavailable">
          {paper.availability === 'NOT_OPEN'
            ? t('courses.exams.notOpen')
            : paper.availability === 'CLOSED'
              ? t('courses.exams.closed')
              : t('courses.exams.noAttempts')}
        </p>
      )}
      {status && status.attemptsUsed > 0 && (
        <button type="button" className="btn btn--outline btn--block" onClick={() => navigate(paper.resultsPath)}>
          {t('courses.exams.results')}
        </button>
      )}
    </section>
  );
}

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function ExamAttempt({ paper, attempt }: { paper: Paper; attempt: NonNullable<Paper['viewerAttempt']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState(
    () => new Map(attempt.answers.map((a) => [a.questionId, { choices: [...a.choices], text: a.text ?? '' }] as [string, Answer])),
  );
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      attempt.questions.findIndex((q) => !attempt.answers.some((a) => a.questionId === q.id)),
    ),
  );
  const [saveState, setSaveState] = useState<SaveState>('idle');
  // the deadline by the server's clock, counted down on the device from when the answer came
  const deadline = useRef(Date.now() + attempt.remainingSeconds * 1000);
  const [left, setLeft] = useState(attempt.remainingSeconds);
  const [save] = useGraphMutation<ExerciseScreenSaveAnswerMutation>(saveAnswerMutation);
  const [submitExam, submitting] = useGraphMutation<ExerciseScreenSubmitExamMutation>(submitExamMutation);
  const done = useRef(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;

  const finish = (upstreamId: string | null | undefined) => {
    done.current = true;
    navigate(`/answer-results/exam?record=${encodeURIComponent(upstreamId ?? '')}`, { replace: true });
  };

  const handIn = async () => {
    if (done.current) return;
    const input = {
      attemptId: attempt.id,
      answers: attempt.questions.map((q) => answerInput(q.id, answersRef.current.get(q.id))).filter((a) => a.choices.length > 0 || a.text),
    };
    const payload = await submitExam({ variables: { input } });
    if (!payload) return;
    const error = payload.errors[0];
    if (error) showToast({ message: error.message, type: error.code === 'EXAM_TIME_UP' ? 'text' : 'error', duration: 3000 });
    if (payload.record) finish(payload.record.upstreamId);
  };

  const handInRef = useRef(handIn);
  handInRef.current = handIn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts a new countdown; the hand-in is read through its ref
  useEffect(() => {
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.round((deadline.current - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        // time is up: hand in what was given (the server keeps only what came in time)
        void handInRef.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [attempt.id]);

  const commitAnswer = async (questionId: string, a: Answer) => {
    setSaveState('saving');
    const payload = await save({ variables: { input: { attemptId: attempt.id, answer: answerInput(questionId, a) } } });
    if (!payload) {
      setSaveState('failed');
      return;
    }
    const error = payload.errors[0];
    if (error) {
      setSaveState('failed');
      showToast({ message: error.message, type: 'error', duration: 3000 });
      if (payload.record) finish(payload.record.upstreamId);
      return;
    }
    if (payload.remainingSeconds !== null && payload.remainingSeconds !== undefined)
      deadline.current = Date.now() + payload.remainingSeconds * 1000;
    setSaveState('saved');
  };

  const submit = async () => {
    const unanswered = attempt.questions.filter((q) => !isAnswered(answers.get(q.id))).length;
    if (!(await confirmSubmit(t, unanswered))) return;
    await handIn();
  };

  const low = left <= 60;
  return (
    <div data-testid="exam-attempt">
      <Quiz
        questions={attempt.questions}
        answers={answers}
        index={index}
        onIndex={setIndex}
        onChange={(id, a) => setAnswers((m) => new Map(m).set(id, a))}
        onCommit={(id, a) => void commitAnswer(id, a)}
        onSubmit={() => void submit()}
        submitting={submitting}
        status={
          <>
            <span
              className={low ? 'quiz__timer quiz__timer--low' : 'quiz__timer'}
              role="timer"
              aria-label={t('courses.exams.timeLeft')}
              data-testid="exam-timer"
            >
              <Timer size={16} aria-hidden /> {clock(left)}
            </span>
            <span className="quiz__saved" aria-live="polite" data-testid="exam-save-state">
              {saveState === 'saving' && (
                <>
                  <LoaderCircle size={14} aria-hidden /> {t('courses.exams.saving')}
                </>
              )}
              {saveState === 'saved' && (
                <>
                  <CircleCheck size={14} aria-hidden /> {t('courses.exams.saved')}
                </>
              )}
              {saveState === 'failed' && (
                <>
                  <CloudOff size={14} aria-hidden /> {t('courses.exams.saveFailed')}
                </>
              )}
            </span>
            <span>
              {t('courses.quiz.answered', {
                n: attempt.questions.filter((q) => isAnswered(answers.get(q.id))).length,
                total: attempt.questions.length,
              })}
            </span>
          </>
        }
      />
      <span className="sr-only">{paper.name}</span>
    </div>
  );
}

function ExamQuiz() {
  const { t } = useTranslation();
  const data = useRouteQuery<ExerciseScreenExamQuery>(examQuery);
  const ref = data.node?.paper;
  if (!ref) return <NotFoundPage title={t('courses.exams.title')} text={t('courses.exams.notFound')} />;
  return <ExamPaperView paper={ref} />;
}

function ExamPaperView({ paper: ref }: { paper: ExerciseScreen_paper$key }) {
  const paper = useFragment(paperFragment, ref);
  return (
    <div className="course-page" data-testid="exam">
      <PageHeader title={paper.name} />
      {paper.viewerAttempt ? (
        <ExamAttempt key={paper.viewerAttempt.id} paper={paper} attempt={paper.viewerAttempt} />
      ) : (
        <ExamIntro paper={paper} />
      )}
    </div>
  );
}

export function ExerciseScreen() {
  const { type } = useParams();
  return type === 'exam' ? <ExamQuiz /> : <PracticeQuiz />;
}
