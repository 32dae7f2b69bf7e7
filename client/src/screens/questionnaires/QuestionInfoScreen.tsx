import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Star } from 'lucide-react';
import type { QuestionInfoScreenQuery, QuestionInfoScreenQuery$data } from '../../__generated__/QuestionInfoScreenQuery.graphql';
import type { QuestionnaireAnswerInput, QuestionInfoScreenMutation } from '../../__generated__/QuestionInfoScreenMutation.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { isSignedIn } from '../../session/session';
import { requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Introduction } from '../../widgets/Introduction';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { FormSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import './questionnaires.css';

const query = graphql`
  query QuestionInfoScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Questionnaire", upstreamId: $id) {
      ... on Questionnaire @alias(as: "q") {
        id
        title
        description
        status
        viewerHasAnswered
        viewerAnsweredAt
        questions {
          id
          kind
          title
          required
          minChoices
          maxChoices
          maxLength
          maxRating
          options {
            id
            label
          }
        }
        viewerAnswers {
          questionId
          optionIds
          text
          rating
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation QuestionInfoScreenMutation($input: SubmitQuestionnaireInput!) {
    submitQuestionnaire(input: $input) {
      questionnaire {
        id
        answerCount
        viewerHasAnswered
        viewerAnsweredAt
        viewerAnswers {
          questionId
          optionIds
          text
          rating
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /question-info/:id: fill in a questionnaire (or see one's answers). */
export function questionInfoLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<QuestionInfoScreenQuery> {
  prepareRequest(request);
  return preload<QuestionInfoScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

type Questionnaire = NonNullable<NonNullable<QuestionInfoScreenQuery$data['node']>['q']>;
type Question = Questionnaire['questions'][number];
interface Draft {
  optionIds: string[];
  text: string;
  rating: number | null;
}
const EMPTY: Draft = { optionIds: [], text: '', rating: null };

/**
 * The answers typed so far, kept while the app runs (per questionnaire): a sign-in before sending
 * (the login page, then back) loses nothing.
 */
const drafts = new Map<string, Record<string, Draft>>();

const errorId = (q: Question) => `question-${q.id}-error`;

function QuestionField({
  question,
  value,
  error,
  onChange,
  disabled,
}: {
  question: Question;
  value: Draft;
  error?: string;
  onChange(next: Draft): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const described = error ? { 'aria-describedby': errorId(question) } : {};
  const head = (
    <>
      <span className="question__title">{question.title}</span>
      {question.required && (
        <span className="question__required">
          <span aria-hidden>*</span>
          <span className="sr-only">{t('questionnaires.required')}</span>
        </span>
      )}
      {question.kind === 'MULTIPLE' && question.minChoices !== null && question.maxChoices !== null && (
        <span className="question__hint">{t('questionnaires.chooseBetween', { min: question.minChoices, max: question.maxChoices })}</span>
      )}
    </>
  );
  const errorView = error && (
    <p className="form-error" id={errorId(question)} role="alert" data-testid="question-error">
      {error}
    </p>
  );
  if (question.kind === 'TEXT') {
    return (
      <div className={error ? 'question question--error' : 'question'} data-testid="question" data-kind="TEXT">
        <label className="question__legend" htmlFor={`question-${question.id}`}>
          {head}
        </label>
        <textarea
          id={`question-${question.id}`}
          className="question__text"
          rows={3}
          value={value.text}
          maxLength={question.maxLength ?? undefined}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, text: e.target.value })}
          {...(error ? { 'aria-invalid': true } : {})}
          {...described}
        />
        {question.maxLength !== null && (
          <span className="question__count">
            {t('questionnaires.count', { count: Array.from(value.text).length, max: question.maxLength })}
          </span>
        )}
        {errorView}
      </div>
    );
  }
  if (question.kind === 'RATING') {
    const max = question.maxRating ?? 5;
    return (
      <fieldset className={error ? 'question question--error' : 'question'} data-testid="question" data-kind="RATING" {...described}>
        <legend className="question__legend">{head}</legend>
        <div className="rating" role="radiogroup" aria-label={question.title}>
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <label
              key={n}
              className={value.rating !== null && n <= value.rating ? 'rating__star rating__star--on' : 'rating__star'}
              data-testid={`rating-${n}`}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                value={n}
                checked={value.rating === n}
                disabled={disabled}
                onChange={() => onChange({ ...value, rating: n })}
              />
              <Star aria-hidden size={28} />
              <span className="sr-only">{t('questionnaires.stars', { count: n })}</span>
            </label>
          ))}
          {value.rating !== null && <span className="rating__value">{t('questionnaires.stars', { count: value.rating })}</span>}
        </div>
        {errorView}
      </fieldset>
    );
  }
  const multiple = question.kind === 'MULTIPLE';
  return (
    <fieldset className={error ? 'question question--error' : 'question'} data-testid="question" data-kind={question.kind} {...described}>
      <legend className="question__legend">{head}</legend>
      <div className="question__options">
        {question.options.map((o) => {
          const checked = value.optionIds.includes(o.id);
          return (
            <label key={o.id} className={checked ? 'question__option question__option--on' : 'question__option'}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`question-${question.id}`}
                value={o.id}
                checked={checked}
                disabled={disabled}
                onChange={() =>
                  onChange({
                    ...value,
                    optionIds: multiple ? (checked ? value.optionIds.filter((x) => x !== o.id) : [...value.optionIds, o.id]) : [o.id],
                  })
                }
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
      {errorView}
    </fieldset>
  );
}

function Form({ q }: { q: Questionnaire }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, Draft>>(() => drafts.get(q.id) ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, pending] = useGraphMutation<QuestionInfoScreenMutation>(mutation);
  const focusFirst = useRef(false);
  useEffect(() => {
    drafts.set(q.id, values);
  }, [q.id, values]);
  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    const first = q.questions.find((x) => errors[x.id]);
    const el = first && document.querySelector<HTMLElement>(`[name="question-${first.id}"], #question-${first.id}`);
    el?.focus();
  }, [errors, q.questions]);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!isSignedIn()) {
      await requireLogin();
      return;
    }
    setFormError(null);
    const answers = q.questions.flatMap((question): QuestionnaireAnswerInput[] => {
      const v = values[question.id];
      if (!v) return [];
      if (question.kind === 'TEXT') return v.text.trim() ? [{ questionId: question.id, text: v.text }] : [];
      if (question.kind === 'RATING') return v.rating !== null ? [{ questionId: question.id, rating: v.rating }] : [];
      return v.optionIds.length > 0 ? [{ questionId: question.id, optionIds: v.optionIds }] : [];
    });
    const payload = await commit({ variables: { input: { questionnaireId: q.id, answers } } });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: Record<string, string> = {};
      for (const err of payload.errors) {
        const id = err.field?.startsWith('answers.') ? err.field.slice('answers.'.length) : null;
        if (id && q.questions.some((x) => x.id === id)) next[id] ??= err.message;
        else setFormError(err.message);
      }
      focusFirst.current = true;
      setErrors(next);
      return;
    }
    drafts.delete(q.id);
    showToast({ message: t('questionnaires.thanks'), type: 'success' });
  };

  return (
    <form className="naire-form" onSubmit={submit} noValidate data-testid="questionnaire-form">
      {q.questions.map((question, i) => (
        <div key={question.id} className="naire-form__item">
          <span className="question__number" aria-hidden>
            {i + 1}.
          </span>
          <QuestionField
            question={question}
            value={values[question.id] ?? EMPTY}
            error={errors[question.id]}
            disabled={false}
            onChange={(next) => {
              setValues((v) => ({ ...v, [question.id]: next }));
              if (errors[question.id]) setErrors((x) => ({ ...x, [question.id]: '' }));
            }}
          />
        </div>
      ))}
      {formError && (
        <p className="form-error" role="alert" data-testid="questionnaire-form-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block naire-form__submit"
        disabled={pending}
        data-testid="questionnaire-submit"
      >
        {pending && <Spinner light />} {t('questionnaires.submit')}
      </button>
    </form>
  );
}

/** The person's answers, read only. */
function Answers({ q }: { q: Questionnaire }) {
  const { t, i18n } = useTranslation();
  const byQuestion = new Map((q.viewerAnswers ?? []).map((a) => [a.questionId, a]));
  return (
    <div className="naire-answers" data-testid="questionnaire-answers">
      <p className="naire-answers__done" role="status">
        <CircleCheck aria-hidden size={20} />{' '}
        {q.viewerAnsweredAt
          ? t('questionnaires.answeredAt', { date: formatDate(q.viewerAnsweredAt, i18n.language, true) })
          : t('questionnaires.answered')}
      </p>
      <ol className="naire-answers__list">
        {q.questions.map((question) => {
          const a = byQuestion.get(question.id);
          const chosen = question.options.filter((o) => a?.optionIds.includes(o.id)).map((o) => o.label);
          const shown =
            question.kind === 'TEXT'
              ? a?.text
              : question.kind === 'RATING'
                ? a?.rating
                  ? t('questionnaires.stars', { count: a.rating })
                  : null
                : chosen.join('、');
          return (
            <li key={question.id} className="naire-answers__item" data-testid="answer">
              <span className="naire-answers__question">{question.title}</span>
              <span className="naire-answers__value">{shown || t('questionnaires.notAnswered')}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export function QuestionInfoScreen() {
  const { t } = useTranslation();
  const q = useRouteQuery<QuestionInfoScreenQuery>(query).node?.q;
  if (!q) return <NotFoundPage title={t('questionnaires.title')} text={t('questionnaires.notFound')} />;
  return (
    <div data-testid="question-info" data-answered={q.viewerHasAnswered ? 'true' : 'false'}>
      <PageHeader title={t('questionnaires.fillIn')} />
      <section className="naire-head">
        <h1 className="naire-head__title">{q.title}</h1>
        {q.description && <Introduction html={q.description} />}
      </section>
      {q.viewerHasAnswered ? (
        <Answers q={q} />
      ) : q.status === 'ONGOING' ? (
        <Form q={q} />
      ) : (
        <EmptyState text={q.status === 'ENDED' ? t('questionnaires.closed') : t('questionnaires.notOpen')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: QuestionInfoScreen, loader: questionInfoLoader, skeleton: <FormSkeleton /> };
