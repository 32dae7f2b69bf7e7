import { useState, type ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FeedbackScreenQuery } from '../../__generated__/FeedbackScreenQuery.graphql';
import type { FeedbackScreenSendMutation } from '../../__generated__/FeedbackScreenSendMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { MediaUploader } from '../../widgets/upload/MediaUploader';
import type { UploadedMedia } from '../../widgets/upload/useUploads';
import { Spinner } from '../../shell/StateViews';
import { FormSkeleton } from '../../widgets/Skeleton';
import type { ScreenModule } from '../../shell/lazyScreen';
import { FeedbackHistory } from './FeedbackHistory';
import './feedback.css';

const query = graphql`
  query FeedbackScreenQuery {
    feedbackCategories {
      id
      name
    }
    inputLimits {
      feedbackMaxLength
      feedbackMaxPictures
      feedbackContactMaxLength
    }
    viewer {
      isSignedIn
      user {
        ...FeedbackHistory_user
      }
    }
  }
`;

const sendMutation = graphql`
  mutation FeedbackScreenSendMutation($input: SendFeedbackInput!) {
    sendFeedback(input: $input) {
      feedback {
        upstreamId
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /feedback (login required): the form, then the user's past feedback. */
export function feedbackLoader({ request }: { request: Request }): PreloadedQuery<FeedbackScreenQuery> {
  // always fresh: a feedback just sent (or answered since) shows in the list
  return preloadSignedIn<FeedbackScreenQuery>(request, query, {});
}

const FIELDS = ['categoryId', 'content', 'pictureIds', 'contact'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

const inputId = (field: FieldName) => `feedback-${field}`;
const errorId = (field: FieldName) => `feedback-${field}-error`;

function Field({
  field,
  label,
  errors,
  hint,
  children,
}: {
  field: FieldName;
  label: string;
  errors: FieldErrors;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={errors[field] ? 'ffield ffield--error' : 'ffield'} data-testid={`field-${field}`}>
      <label className="ffield__label" htmlFor={inputId(field)}>
        {label}
        {hint}
      </label>
      {children}
      {errors[field] && (
        <p className="form-error" id={errorId(field)} role="alert" data-testid={`error-${field}`}>
          {errors[field]}
        </p>
      )}
    </div>
  );
}

const invalid = (field: FieldName, errors: FieldErrors) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

export function FeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<FeedbackScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const limits = data.inputLimits;
  const [categoryId, setCategoryId] = useState('');
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [contact, setContact] = useState('');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<UserError | null>(null);
  const [commit, pending] = useGraphMutation<FeedbackScreenSendMutation>(sendMutation);

  const clear = (field: FieldName) => errors[field] && setErrors((e) => ({ ...e, [field]: undefined }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending || uploading) return;
    setFormError(null);
    const payload = await commit({
      variables: { input: { categoryId: categoryId || null, content, pictureIds: pictures.map((p) => p.id), contact } },
    });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: FieldErrors = {};
      for (const err of payload.errors) {
        const field = FIELDS.find((f) => f === err.field);
        if (field && !next[field]) next[field] = err.message;
        else if (!field) setFormError(err);
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    showToast({ message: t('feedback.sent'), type: 'success' });
    navigate(`/feedback-desc/${encodeURIComponent(payload.feedback?.upstreamId ?? '')}`);
  };

  return (
    <div className="feedback-page" data-testid="feedback-page">
      <PageHeader title={t('feedback.title')} />
      <form className="feedback-form" onSubmit={submit} noValidate>
        <Field field="categoryId" label={t('feedback.category')} errors={errors}>
          <div
            className="feedback-categories"
            role="radiogroup"
            id={inputId('categoryId')}
            tabIndex={-1}
            {...invalid('categoryId', errors)}
          >
            {data.feedbackCategories.map((c) => (
              <label key={c.id} className={categoryId === c.id ? 'feedback-category feedback-category--on' : 'feedback-category'}>
                <input
                  type="radio"
                  name="feedback-category"
                  value={c.id}
                  checked={categoryId === c.id}
                  onChange={() => {
                    setCategoryId(c.id);
                    clear('categoryId');
                  }}
                />
                {c.name}
              </label>
            ))}
          </div>
        </Field>
        <Field
          field="content"
          label={t('feedback.content')}
          errors={errors}
          hint={
            <span className="ffield__hint">
              {t('feedback.count', { count: Array.from(content).length, max: limits.feedbackMaxLength })}
            </span>
          }
        >
          <textarea
            id={inputId('content')}
            className="ffield__input ffield__textarea"
            rows={5}
            value={content}
            maxLength={limits.feedbackMaxLength}
            placeholder={t('feedback.contentPlaceholder')}
            onChange={(e) => {
              setContent(e.target.value);
              clear('content');
            }}
            data-testid="feedback-content"
            {...invalid('content', errors)}
          />
        </Field>
        <div className={errors.pictureIds ? 'ffield ffield--error' : 'ffield'} data-testid="field-pictureIds">
          <p className="ffield__label" id={inputId('pictureIds')} tabIndex={-1}>
            {t('feedback.pictures')}
            <span className="ffield__hint">{t('feedback.picturesHint', { max: limits.feedbackMaxPictures })}</span>
          </p>
          <MediaUploader
            value={pictures}
            onChange={(next) => {
              setPictures([...next]);
              clear('pictureIds');
            }}
            kinds={['IMAGE']}
            limit={limits.feedbackMaxPictures}
            label={t('feedback.addPicture')}
            testId="feedback-pictures"
            onBusyChange={setUploading}
          />
          {errors.pictureIds && (
            <p className="form-error" id={errorId('pictureIds')} role="alert" data-testid="error-pictureIds">
              {errors.pictureIds}
            </p>
          )}
        </div>
        <Field field="contact" label={t('feedback.contact')} errors={errors}>
          <input
            id={inputId('contact')}
            className="ffield__input"
            value={contact}
            maxLength={limits.feedbackContactMaxLength}
            autoComplete="email"
            placeholder={t('feedback.contactPlaceholder')}
            onChange={(e) => {
              setContact(e.target.value);
              clear('contact');
            }}
            data-testid="feedback-contact"
            {...invalid('contact', errors)}
          />
        </Field>
        {formError && (
          <p className="form-error" role="alert" data-testid="feedback-form-error">
            {formError.message}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={pending || uploading} data-testid="feedback-submit">
          {pending ? <Spinner light /> : null}
          {uploading ? t('feedback.waitUploads') : t('feedback.submit')}
        </button>
      </form>
      <section className="feedback-history" aria-labelledby="feedback-history-title">
        <h2 className="feedback-history__title" id="feedback-history-title">
          {t('feedback.history')}
        </h2>
        {data.viewer.user && <FeedbackHistory user={data.viewer.user} />}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: FeedbackScreen,
  loader: feedbackLoader,
  skeleton: <FormSkeleton fields={4} />,
};
