import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignUpFormScreenQuery } from '../../__generated__/SignUpFormScreenQuery.graphql';
import type { SignUpFormScreenJoinMutation } from '../../__generated__/SignUpFormScreenJoinMutation.graphql';
import type { SignUpFormScreenCodeMutation } from '../../__generated__/SignUpFormScreenCodeMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { ChoiceButton, ChoiceCard } from '../../widgets/booking/ChoiceButton';
import { formatPeriod, seatsLeftText } from '../../widgets/booking/format';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import { MediaUploader } from '../../widgets/upload/MediaUploader';
import type { UploadedMedia } from '../../widgets/upload/useUploads';
import '../../widgets/booking/booking.css';
import './signup.css';

const query = graphql`
  query SignUpFormScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Activity", upstreamId: $id) {
      __typename
      ... on Activity {
        id
        name
        sessions {
          id
          startsAt
          endsAt
          remaining
          total
          bookable
        }
        signUpForm {
          needsSmsCode
          fields {
            id
            label
            type
            required
            min
            max
            options {
              value
              label
            }
          }
        }
      }
    }
  }
`;

const joinMutation = graphql`
  mutation SignUpFormScreenJoinMutation($input: JoinActivityInput!) {
    joinActivity(input: $input) {
      order {
        id
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const codeMutation = graphql`
  mutation SignUpFormScreenCodeMutation($input: SendSignUpCodeInput!) {
    sendSignUpCode(input: $input) {
      sent
      retryAfterSeconds
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<SignUpFormScreenQuery> {
  return preloadSignedIn<SignUpFormScreenQuery>(request, query, { id: params.id ?? '' });
}

/** What a control needs of a form field. */
interface Field {
  readonly id: string;
  readonly type: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
}

const INPUT_TYPES: Record<string, string> = { NUMBER: 'number', PHONE: 'tel', DATE: 'date' };

/** One field's control: a text box of its kind, choice buttons, or the picture uploader. */
function FieldControl({ field, values, onChange }: { field: Field; values: readonly string[]; onChange: (next: string[]) => void }) {
  const { t } = useTranslation();
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  if (field.type === 'SINGLE_CHOICE' || field.type === 'MULTIPLE_CHOICE') {
    const multiple = field.type === 'MULTIPLE_CHOICE';
    const toggle = (v: string) => onChange(multiple ? (values.includes(v) ? values.filter((x) => x !== v) : [...values, v]) : [v]);
    return (
      <div className="signup-choices" role={multiple ? 'group' : 'radiogroup'}>
        {field.options.map((o) => (
          <ChoiceButton
            key={o.value}
            on={values.includes(o.value)}
            bookable
            multiple={multiple}
            onClick={() => toggle(o.value)}
            label={o.label}
            note={null}
            data-testid="signup-choice"
          />
        ))}
      </div>
    );
  }
  if (field.type === 'PICTURE')
    return (
      <MediaUploader
        value={pictures}
        onChange={(next) => {
          setPictures([...next]);
          onChange(next.map((p) => p.id));
        }}
        kinds={['IMAGE']}
        limit={1}
        label={t('signup.pictureHint')}
      />
    );
  return (
    <input
      className="signup-input"
      id={`field-${field.id}`}
      type={INPUT_TYPES[field.type] ?? 'text'}
      inputMode={field.type === 'PHONE' || field.type === 'NUMBER' ? 'numeric' : undefined}
      value={values[0] ?? ''}
      onChange={(e) => onChange([e.target.value])}
      data-testid={`signup-field-${field.type}`}
    />
  );
}

/** The code for the form's phone: sent by a button that counts down before it may send again. */
function CodeRow({
  activityId,
  phone,
  code,
  setCode,
  error,
}: {
  activityId: string;
  phone: string;
  code: string;
  setCode: (c: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [send, sending] = useGraphMutation<SignUpFormScreenCodeMutation>(codeMutation);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const onSend = async () => {
    const res = await send({ variables: { input: { activityId, phone } } });
    if (res) setWait(res.retryAfterSeconds);
    toastOutcome(res, { message: t('signup.sendCode') });
  };
  return (
    <div className="signup-field">
      <label className="signup-label" htmlFor="signup-code">
        {t('signup.smsCode')}
      </label>
      <div className="signup-code">
        <input
          id="signup-code"
          className="signup-input"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="signup-code"
        />
        <button
          type="button"
          className="signup-code__send"
          disabled={sending || wait > 0}
          onClick={() => void onSend()}
          data-testid="signup-send-code"
        >
          {wait > 0 ? t('signup.resend', { seconds: wait }) : t('signup.sendCode')}
        </button>
      </div>
      {error && (
        <p className="signup-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** /activity-write/:id/:type — an activity's sign-up form (`:type`: the session chosen on its page), inline errors from the gateway. */
export function SignUpFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { node } = useRouteQuery<SignUpFormScreenQuery>(query);
  const activity = node?.__typename === 'Activity' ? node : null;
  const preset = activity?.sessions?.find((s) => s.id === params.type && s.bookable) ?? activity?.sessions?.find((s) => s.bookable);
  const [sessionId, setSessionId] = useState<string | null>(preset?.id ?? null);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [join, pending] = useGraphMutation<SignUpFormScreenJoinMutation>(joinMutation);
  if (!activity?.id) return <NotFoundPage title={t('signup.title')} text={t('signup.notFound')} />;
  const form = activity.signUpForm;
  const phoneField = form?.fields.find((f) => f.type === 'PHONE');
  const submit = async () => {
    if (!sessionId) return;
    const res = await join({
      variables: {
        input: {
          activityId: activity.id,
          sessionId,
          answers: Object.entries(answers).map(([fieldId, values]) => ({ fieldId, values })),
          smsCode: code,
        },
      },
    });
    if (!res) return;
    if (res.order) {
      navigate(`/activity-write-success?order=${encodeURIComponent(res.order.id)}`, { replace: true });
      return;
    }
    const next: Record<string, string> = {};
    for (const e of res.errors) next[e.field ?? ''] ??= e.message;
    setErrors(next);
    if (res.errors.some((e) => !e.field?.startsWith('answers.') && e.field !== 'smsCode')) toastOutcome(res, { message: '' });
  };
  return (
    <div className="order-page signup-page" data-testid="signup-form">
      <PageHeader contentHeading title={t('signup.title')} />
      <h2 className="signup-name">{activity.name}</h2>
      {!form ? (
        <EmptyState text={t('signup.noForm')} />
      ) : (
        <>
          <ChoiceCard title={t('signup.session')} fallback={null}>
            {activity.sessions?.map((s) => (
              <ChoiceButton
                key={s.id}
                on={sessionId === s.id}
                bookable={s.bookable}
                onClick={() => setSessionId(s.id)}
                label={formatPeriod(s.startsAt, s.endsAt)}
                note={seatsLeftText(s)}
                data-testid="signup-session"
              />
            ))}
          </ChoiceCard>
          <section className="detail__card">
            {form.fields.map((f) => (
              <div className="signup-field" key={f.id} data-testid="signup-field">
                <label className="signup-label" htmlFor={`field-${f.id}`}>
                  {f.label}
                  <small>{f.required ? t('signup.required') : t('signup.optional')}</small>
                </label>
                <FieldControl
                  field={f}
                  values={answers[f.id] ?? []}
                  onChange={(next) => {
                    setAnswers({ ...answers, [f.id]: next });
                    setErrors({ ...errors, [`answers.${f.id}`]: '' });
                  }}
                />
                {errors[`answers.${f.id}`] && (
                  <p className="signup-error" role="alert" data-testid="signup-error">
                    {errors[`answers.${f.id}`]}
                  </p>
                )}
              </div>
            ))}
            {form.needsSmsCode && phoneField && (
              <CodeRow
                activityId={activity.id}
                phone={(answers[phoneField.id] ?? [])[0] ?? ''}
                code={code}
                setCode={setCode}
                error={errors.smsCode}
              />
            )}
          </section>
          <div className="action-bar">
            <button
              type="button"
              className="action-bar__primary"
              disabled={pending || !sessionId}
              onClick={() => void submit()}
              data-testid="signup-submit"
            >
              {pending ? <Spinner light /> : t('signup.submit')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: SignUpFormScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
