import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, ChevronLeft, ChevronRight, Send, X } from 'lucide-react';
import type { Quiz_question$key, Quiz_question$data } from '../../__generated__/Quiz_question.graphql';

/** An answer being given: option keys (TRUE / FALSE for true-false) or a fill-in text. */
export interface Answer {
  choices: string[];
  text: string;
}

export const NO_ANSWER: Answer = { choices: [], text: '' };

export function isAnswered(a: Answer | undefined): boolean {
  return !!a && (a.choices.length > 0 || a.text.trim() !== '');
}

/** The graph's AnswerInput of an answer. */
export function answerInput(questionId: string, a: Answer | undefined): { questionId: string; choices: string[]; text: string | null } {
  return { questionId, choices: a?.choices ?? [], text: a && a.text.trim() !== '' ? a.text.trim() : null };
}

export const quizQuestionFragment = graphql`
  fragment Quiz_question on Question @relay(plural: true) {
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
`;

type Question = Quiz_question$data[number];

function QuestionView({
  question,
  answer,
  onChange,
  onCommit,
}: {
  question: Question;
  answer: Answer;
  onChange(a: Answer): void;
  onCommit(a: Answer): void;
}) {
  const { t } = useTranslation();
  const stemId = useId();
  const fillId = useId();
  if (question.kind === 'FILL_IN') {
    return (
      <>
        <p id={stemId} className="question__stem">
          {question.stem}
        </p>
        <label htmlFor={fillId} className="sr-only">
          {t('courses.quiz.yourAnswer')}
        </label>
        <input
          id={fillId}
          className="fill-input"
          data-testid="fill-input"
          value={answer.text}
          placeholder={t('courses.quiz.fillPlaceholder')}
          aria-describedby={stemId}
          onChange={(e) => onChange({ choices: [], text: e.target.value })}
          onBlur={(e) => onCommit({ choices: [], text: e.target.value })}
        />
      </>
    );
  }
  const multiple = question.kind === 'MULTIPLE_CHOICE';
  const options =
    question.kind === 'TRUE_FALSE'
      ? [
          { key: 'TRUE', text: t('courses.quiz.true') },
          { key: 'FALSE', text: t('courses.quiz.false') },
        ]
      : question.options;
  const toggle = (key: string) => {
    const choices = multiple
      ? answer.choices.includes(key)
        ? answer.choices.filter((k) => k !== key)
        : [...answer.choices, key].sort()
      : [key];
    const next = { choices, text: '' };
    onChange(next);
    onCommit(next);
  };
  return (
    <fieldset className="question__options">
      <legend className="question__stem">{question.stem}</legend>
      {options.map((o, i) => {
        const checked = answer.choices.includes(o.key);
        return (
          <label key={o.key} className={checked ? 'option option--checked' : 'option'} data-testid="quiz-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={question.id}
              value={o.key}
              checked={checked}
              onChange={() => toggle(o.key)}
            />
            <span className="option__key" aria-hidden>
              {question.kind === 'TRUE_FALSE' ? i === 0 ? <Check size={16} /> : <X size={16} /> : o.key}
            </span>
            <span>{o.text}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * One question at a time with an answer sheet, previous / next, and hand-in on the last (or from
 * the sheet). `onCommit` is called when an answer is settled (a choice tapped, a text left), so an
 * exam saves it at once.
 */
export function Quiz({
  questions,
  answers,
  index,
  onIndex,
  onChange,
  onCommit,
  onSubmit,
  submitting,
  status,
}: {
  questions: Quiz_question$key;
  answers: ReadonlyMap<string, Answer>;
  index: number;
  onIndex(i: number): void;
  onChange(questionId: string, a: Answer): void;
  onCommit(questionId: string, a: Answer): void;
  onSubmit(): void;
  submitting: boolean;
  status: ReactNode;
}) {
  const { t } = useTranslation();
  const list = useFragment(quizQuestionFragment, questions);
  const question = list[Math.min(index, list.length - 1)];
  if (!question) return null;
  const last = index >= list.length - 1;
  return (
    <div className="quiz" data-testid="quiz">
      <div className="quiz__status">{status}</div>
      <section className="question" aria-live="polite" data-testid="quiz-question" data-position={question.position}>
        <span className="badge badge--primary question__kind">
          {t(`courses.quiz.kind.${question.kind}`)} · {t('courses.quiz.points', { count: question.score })}
        </span>
        <p className="sr-only">{t('courses.quiz.position', { n: question.position, total: list.length })}</p>
        <QuestionView
          key={question.id}
          question={question}
          answer={answers.get(question.id) ?? NO_ANSWER}
          onChange={(a) => onChange(question.id, a)}
          onCommit={(a) => onCommit(question.id, a)}
        />
      </section>
      <nav className="quiz__sheet" aria-label={t('courses.quiz.sheet')}>
        {list.map((q, i) => (
          <button
            key={q.id}
            type="button"
            className={[
              'quiz__dot',
              isAnswered(answers.get(q.id)) ? 'quiz__dot--answered' : '',
              i === index ? 'quiz__dot--current' : '',
            ].join(' ')}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t(isAnswered(answers.get(q.id)) ? 'courses.quiz.goAnswered' : 'courses.quiz.goUnanswered', { n: q.position })}
            onClick={() => onIndex(i)}
          >
            {q.position}
          </button>
        ))}
      </nav>
      <div className="quiz__nav">
        <button type="button" className="btn btn--outline" disabled={index === 0} onClick={() => onIndex(index - 1)}>
          <ChevronLeft size={18} aria-hidden /> {t('courses.quiz.previous')}
        </button>
        {last ? (
          <button type="button" className="btn btn--primary" disabled={submitting} onClick={onSubmit} data-testid="quiz-submit">
            <Send size={16} aria-hidden /> {t('courses.quiz.submit')}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => onIndex(index + 1)} data-testid="quiz-next">
            {t('courses.quiz.next')} <ChevronRight size={18} aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
