import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { ActivitySurveyScreenQuery } from '../../__generated__/ActivitySurveyScreenQuery.graphql';
import type { ActivitySurveyScreenMutation } from '../../__generated__/ActivitySurveyScreenMutation.graphql';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { EmptyState } from '../../shell/StateViews';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Content } from '../../widgets/Content';
import { SkeletonBlock, SkeletonHeader, SkeletonRow, SkeletonScreen } from '../../widgets/Skeleton';
import './activity-pages.css';

const query = graphql`
  query ActivitySurveyScreenQuery($orderCode: String!) {
    activitySurvey(orderCode: $orderCode) {
      ...ActivitySurveyScreen_fields @relay(mask: false)
    }
  }
`;

graphql`
  fragment ActivitySurveyScreen_fields on ActivitySurvey {
    orderCode
    activityName
    state
    starMin
    starMax
    commentMaxLength
    comment
    questions {
      id
      text
      stars
    }
  }
`;

const mutation = graphql`
  mutation ActivitySurveyScreenMutation($input: AnswerActivitySurveyInput!) {
    answerActivitySurvey(input: $input) {
      survey {
        ...ActivitySurveyScreen_fields @relay(mask: false)
      }
      order {
        id
        surveyPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /activity-survey/:orderCode — the viewer's survey of a used activity reservation (signed in only). */
function activitySurveyLoader({
  request,
  params,
}: {
  request: Request;
  params: { orderCode?: string };
}): PreloadedQuery<ActivitySurveyScreenQuery> {
  return preloadSignedIn<ActivitySurveyScreenQuery>(request, query, { orderCode: params.orderCode ?? '' });
}

type Survey = NonNullable<ActivitySurveyScreenQuery['response']['activitySurvey']>;

/** Stars for one question: a radio group of starMin..starMax (44 px each). */
function StarRow({
  question,
  value,
  min,
  max,
  disabled,
  onChange,
}: {
  question: Survey['questions'][number];
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange(stars: number): void;
}) {
  const { t } = useTranslation();
  const labelId = `q-${question.id}`;
  return (
    <fieldset className="survey__question" data-testid="survey-question">
      <Content as="legend" id={labelId} className="survey__text">
        {question.text}
      </Content>
      <div className="survey__stars" role="radiogroup" aria-labelledby={labelId}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t('activities.pages.survey.stars', { count: n })}
            className={n <= value ? 'survey__star survey__star--on' : 'survey__star'}
            disabled={disabled}
            onClick={() => onChange(n)}
            data-testid="survey-star"
            data-stars={n}
          >
            <Star size={26} aria-hidden fill={n <= value ? 'currentColor' : 'none'} />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function SurveyForm({ survey, onAnswered }: { survey: Survey; onAnswered(s: Survey): void }) {
  const { t } = useTranslation();
  const [commit, pending] = useGraphMutation<ActivitySurveyScreenMutation>(mutation);
  const [stars, setStars] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ReadonlyArray<UserError>>([]);
  const [failed, setFailed] = useState(false);
  const answered = survey.state === 'ANSWERED';
  const submit = async () => {
    setFailed(false);
    const res = await commit({
      variables: {
        input: {
          orderCode: survey.orderCode,
          answers: survey.questions.filter((q) => stars[q.id]).map((q) => ({ questionId: q.id, stars: stars[q.id]! })),
          comment,
        },
      },
    });
    if (!res) setFailed(true);
    else {
      setErrors(res.errors);
      // answered now (or already, from another device): the survey as it stands, with its answers
      if (res.survey?.state === 'ANSWERED') onAnswered(res.survey);
    }
  };
  const length = [...comment].length;
  return (
    <form
      className="survey"
      data-testid="survey-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {survey.questions.map((q) => (
        <StarRow
          key={q.id}
          question={q}
          value={answered ? (q.stars ?? 0) : (stars[q.id] ?? 0)}
          min={survey.starMin}
          max={survey.starMax}
          disabled={answered || pending}
          onChange={(n) => setStars((s) => ({ ...s, [q.id]: n }))}
        />
      ))}
      {answered ? (
        <>
          {survey.comment && (
            <Content as="p" className="survey__comment" data-testid="survey-comment">
              {survey.comment}
            </Content>
          )}
          <p className="survey__thanks" role="status" data-testid="survey-thanks">
            {t('activities.pages.survey.thanks')}
          </p>
        </>
      ) : (
        <>
          <label className="survey__label" htmlFor="survey-comment">
            {t('activities.pages.survey.comment')}
          </label>
          <textarea
            id="survey-comment"
            className="survey__textarea"
            value={comment}
            rows={4}
            onChange={(e) => setComment(e.target.value)}
            data-testid="survey-comment-input"
          />
          <span className={length > survey.commentMaxLength ? 'survey__count survey__count--over' : 'survey__count'}>
            {t('activities.pages.survey.count', { count: length, max: survey.commentMaxLength })}
          </span>
          {errors.map((e) => (
            <p key={`${e.code}-${e.field ?? ''}`} className="form-error" role="alert" data-testid="survey-error">
              {e.message}
            </p>
          ))}
          {failed && (
            <p className="form-error" role="alert" data-testid="survey-failed">
              {t('activities.pages.survey.failed')}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={pending} data-testid="survey-submit">
            {t('activities.pages.survey.submit')}
          </button>
        </>
      )}
    </form>
  );
}

/** The satisfaction survey after an activity: stars per question and a comment, answered once. */
function ActivitySurveyScreen() {
  const { t } = useTranslation();
  const loaded = useRouteQuery<ActivitySurveyScreenQuery>(query).activitySurvey;
  const [answered, setAnswered] = useState<Survey | null>(null);
  const survey = answered ?? loaded;
  if (!survey) return <NotFoundPage title={t('activities.pages.survey.title')} text={t('activities.pages.survey.notFound')} />;
  return (
    <div className="activity-pages" data-testid="activity-survey" data-state={survey.state}>
      <PageHeader contentHeading title={t('activities.pages.survey.title')} />
      <section className="detail__card">
        <p className="survey__intro">{t('activities.pages.survey.intro', { name: survey.activityName })}</p>
        {survey.state === 'NOT_OPEN' ? (
          <EmptyState text={t('activities.pages.survey.notOpen')} />
        ) : (
          <SurveyForm survey={survey} onAnswered={setAnswered} />
        )}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ActivitySurveyScreen,
  loader: activitySurveyLoader,
  skeleton: (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="skeleton-card skeleton-card--column">
        <SkeletonBlock width="80%" height={16} />
        {[0, 1, 2].map((i) => (
          <SkeletonRow key={i} count={5} width={36} height={36} radius="50%" />
        ))}
        <SkeletonBlock width="100%" height={80} />
      </div>
    </SkeletonScreen>
  ),
};
