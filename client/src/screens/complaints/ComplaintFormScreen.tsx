import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, LogIn, MapPin } from 'lucide-react';
import type { ComplaintFormScreenQuery } from '../../__generated__/ComplaintFormScreenQuery.graphql';
import type { ComplaintFormScreenMutation } from '../../__generated__/ComplaintFormScreenMutation.graphql';
import { preload, prepareRequest } from '../../shell/loader';
import { usePreloadedQuery } from 'react-relay';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { isSignedIn, useSession } from '../../session/session';
import { loginPath, requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { MediaUploader } from '../../widgets/upload/MediaUploader';
import { Spinner } from '../../shell/StateViews';
import {
  localInputToIso,
  nowAsLocalInput,
  patchComplaintForm,
  resetComplaintForm,
  useComplaintForm,
  type ComplaintFormData,
  type FormGender,
} from './complaintForm';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';
import { FormSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ComplaintFormScreenQuery {
    complaintSettings {
      title
      types {
        id
        name
      }
    }
    inputLimits {
      complaintNameMaxLength
      complaintRespondentMaxLength
      complaintAddressMaxLength
      complaintReasonMaxLength
      complaintMaxPictures
      phoneDigits
    }
    viewer {
      isSignedIn
      user {
        hasPhone
        complaintContact {
          name
          phone
          gender
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation ComplaintFormScreenMutation($input: FileComplaintInput!) {
    fileComplaint(input: $input) {
      complaint {
        id
        upstreamId
        number
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

interface LoaderData {
  ref: PreloadedQuery<ComplaintFormScreenQuery>;
  /** `/complain-place?placeId=…&name=…`: the place the complaint is about. */
  place: { id: string; name: string } | null;
}

/** /complain-save and /complain-place (the form opened from a place's page, the place filled in). */
export function complaintFormLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const placeId = search.get('placeId');
  const name = search.get('name');
  return {
    ref: preload<ComplaintFormScreenQuery>(query, {}, { fresh: true }),
    place: placeId && name ? { id: placeId, name } : null,
  };
}

/** The form's fields in their order: the first refused one takes the focus. */
const FIELDS = ['name', 'phone', 'typeId', 'respondent', 'location', 'detailedAddress', 'occurredAt', 'reason', 'evidenceIds'] as const;
type FieldName = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/** The id of a field's input and its error's (aria-describedby). */
const inputId = (field: FieldName) => `complaint-${field}`;
const errorId = (field: FieldName) => `complaint-${field}-error`;
const invalid = (field: FieldName, errors: FieldErrors) =>
  errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

function Field({
  field,
  label,
  errors,
  children,
  hint,
}: {
  field: FieldName;
  label: string;
  errors: FieldErrors;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className={errors[field] ? 'cform__field cform__field--error' : 'cform__field'} data-testid={`field-${field}`}>
      <label className="cform__label" htmlFor={inputId(field)}>
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

function toInput(form: ComplaintFormData) {
  return {
    name: form.name,
    phone: form.phone,
    gender: form.gender,
    typeId: form.typeId || null,
    respondent: form.respondent,
    location: form.location ? { placeId: form.location.placeId, point: form.location.point, name: form.location.name } : null,
    detailedAddress: form.detailedAddress,
    occurredAt: localInputToIso(form.occurredAt),
    reason: form.reason,
    evidenceIds: form.evidence.map((m) => m.id),
    aboutPlace: form.aboutPlace,
  };
}

/**
 * The complaint form: every item the gateway refuses is said next to its field, in its
 * words; what was typed stays in the shared store across screens (the location picker, a sign-in).
 */
export function ComplaintFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, place } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<ComplaintFormScreenQuery>(query, ref);
  const limits = data.inputLimits;
  const form = useComplaintForm();
  const session = useSession();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<UserError | null>(null);
  const [uploading, setUploading] = useState(false);
  const [commit, pending] = useGraphMutation<ComplaintFormScreenMutation>(mutation);
  const focusAfterErrors = useRef(false);

  // The place of /complain-place fills the location (once per place).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the route's place changes only: the form's own later edits of the location stand
  useEffect(() => {
    if (place && form.location?.placeId !== place.id)
      patchComplaintForm({ location: { placeId: place.id, name: place.name, point: null }, aboutPlace: true });
    if (!place && form.aboutPlace) patchComplaintForm({ aboutPlace: false });
    // only when the route's place changes: the form's own later edits of the location stand
  }, [place?.id]);

  // lastRecordInfo pre-fills the contact once, never over what was typed.
  const contact = data.viewer.user?.complaintContact;
  useEffect(() => {
    if (form.prefilled || !data.viewer.user) return;
    patchComplaintForm({
      prefilled: true,
      ...(contact && !form.name ? { name: contact.name } : {}),
      ...(contact && !form.phone ? { phone: contact.phone } : {}),
      ...(contact && form.gender === 'UNSPECIFIED' && contact.gender !== '%future added value' ? { gender: contact.gender } : {}),
    });
  }, [contact, data.viewer.user, form.gender, form.name, form.phone, form.prefilled]);

  useEffect(() => {
    if (!focusAfterErrors.current) return;
    focusAfterErrors.current = false;
    const first = FIELDS.find((f) => errors[f]);
    if (first) document.getElementById(first === 'evidenceIds' ? errorId(first) : inputId(first))?.focus();
  }, [errors]);

  const change = (field: FieldName, patch: Partial<ComplaintFormData>) => {
    patchComplaintForm(patch);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (pending || uploading) return;
    if (!isSignedIn()) {
      await requireLogin();
      return;
    }
    setFormError(null);
    const payload = await commit({ variables: { input: toInput(form) } });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: FieldErrors = {};
      for (const err of payload.errors) {
        const field = FIELDS.find((f) => f === err.field);
        if (field && !next[field]) next[field] = err.message;
        else if (!field) setFormError(err);
      }
      focusAfterErrors.current = true;
      setErrors(next);
      return;
    }
    const filed = payload.complaint;
    resetComplaintForm();
    navigate(`/complain-success?number=${encodeURIComponent(filed?.number ?? '')}&id=${encodeURIComponent(filed?.upstreamId ?? '')}`, {
      replace: true,
    });
  };

  const types = data.complaintSettings.types;
  return (
    <div className="complaint-form-page" data-testid="complaint-form">
      <PageHeader title={t('complaints.form.title')} />
      {!session && (
        <p className="cform__notice" data-testid="complaint-sign-in-notice">
          <LogIn aria-hidden size={16} /> {t('complaints.form.signInNotice')} <Link to={loginPath()}>{t('complaints.form.signIn')}</Link>
        </p>
      )}
      <form className="cform" onSubmit={submit} noValidate>
        <section className="cform__card" aria-labelledby="complaint-contact-title">
          <h2 className="cform__title" id="complaint-contact-title">
            {t('complaints.form.contactSection')}
          </h2>
          <Field field="name" label={t('complaints.form.name')} errors={errors}>
            <input
              id={inputId('name')}
              className="cform__input"
              value={form.name}
              maxLength={limits.complaintNameMaxLength}
              autoComplete="name"
              placeholder={t('complaints.form.namePlaceholder')}
              onChange={(e) => change('name', { name: e.target.value })}
              {...invalid('name', errors)}
            />
          </Field>
          <Field field="phone" label={t('complaints.form.phone')} errors={errors}>
            <input
              id={inputId('phone')}
              className="cform__input"
              value={form.phone}
              inputMode="numeric"
              autoComplete="tel"
              maxLength={limits.phoneDigits}
              placeholder={t('complaints.form.phonePlaceholder', { digits: limits.phoneDigits })}
              onChange={(e) => change('phone', { phone: e.target.value.replace(/\D/g, '').slice(0, limits.phoneDigits) })}
              {...invalid('phone', errors)}
            />
          </Field>
          <fieldset className="cform__field cform__gender">
            <legend className="cform__label">{t('complaints.form.gender')}</legend>
            <div className="cform__choices">
              {(['MALE', 'FEMALE'] as FormGender[]).map((g) => (
                <label key={g} className={form.gender === g ? 'cform__choice cform__choice--on' : 'cform__choice'}>
                  <input
                    type="radio"
                    name="gender"
                    value={g}
                    checked={form.gender === g}
                    onChange={() => patchComplaintForm({ gender: g })}
                  />
                  {t(`complaints.gender.${g}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <section className="cform__card" aria-labelledby="complaint-content-title">
          <h2 className="cform__title" id="complaint-content-title">
            {t('complaints.form.contentSection')}
          </h2>
          <Field field="typeId" label={t('complaints.form.type')} errors={errors}>
            <select
              id={inputId('typeId')}
              className="cform__input cform__select"
              value={form.typeId}
              onChange={(e) => change('typeId', { typeId: e.target.value })}
              {...invalid('typeId', errors)}
            >
              <option value="">{t('complaints.form.typePlaceholder')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          </Field>
          <Field field="respondent" label={t('complaints.form.respondent')} errors={errors}>
            <input
              id={inputId('respondent')}
              className="cform__input"
              value={form.respondent}
              maxLength={limits.complaintRespondentMaxLength}
              placeholder={t('complaints.form.respondentPlaceholder')}
              onChange={(e) => change('respondent', { respondent: e.target.value })}
              {...invalid('respondent', errors)}
            />
          </Field>
          <Field field="location" label={t('complaints.form.location')} errors={errors}>
            <button
              type="button"
              id={inputId('location')}
              className="cform__input cform__picker"
              onClick={() => navigate('/complain-location')}
              data-testid="choose-location"
              {...invalid('location', errors)}
            >
              <MapPin aria-hidden size={18} className="cform__picker-icon" />
              <span
                className={form.location ? 'cform__picker-value' : 'cform__picker-value cform__picker-value--empty'}
                data-testid="location-value"
              >
                {form.location?.name || t('complaints.form.locationPlaceholder')}
              </span>
              <ChevronRight aria-hidden size={18} />
            </button>
          </Field>
          <Field field="detailedAddress" label={t('complaints.form.detailedAddress')} errors={errors}>
            <input
              id={inputId('detailedAddress')}
              className="cform__input"
              value={form.detailedAddress}
              maxLength={limits.complaintAddressMaxLength}
              placeholder={t('complaints.form.detailedAddressPlaceholder')}
              onChange={(e) => change('detailedAddress', { detailedAddress: e.target.value })}
              {...invalid('detailedAddress', errors)}
            />
          </Field>
          <Field field="occurredAt" label={t('complaints.form.occurredAt')} errors={errors}>
            <input
              id={inputId('occurredAt')}
              className="cform__input"
              type="datetime-local"
              value={form.occurredAt}
              max={nowAsLocalInput()}
              onChange={(e) => change('occurredAt', { occurredAt: e.target.value })}
              {...invalid('occurredAt', errors)}
            />
          </Field>
          <Field
            field="reason"
            label={t('complaints.form.reason')}
            errors={errors}
            hint={
              <span className="cform__count">
                {t('complaints.form.count', { count: Array.from(form.reason).length, max: limits.complaintReasonMaxLength })}
              </span>
            }
          >
            <textarea
              id={inputId('reason')}
              className="cform__input cform__textarea"
              value={form.reason}
              rows={5}
              maxLength={limits.complaintReasonMaxLength}
              placeholder={t('complaints.form.reasonPlaceholder')}
              onChange={(e) => change('reason', { reason: e.target.value })}
              {...invalid('reason', errors)}
            />
          </Field>
          <div className={errors.evidenceIds ? 'cform__field cform__field--error' : 'cform__field'} data-testid="field-evidenceIds">
            <p className="cform__label" id="complaint-evidence-label">
              {t('complaints.form.evidence')}
              <span className="cform__count">{t('complaints.form.evidenceHint', { max: limits.complaintMaxPictures })}</span>
            </p>
            <MediaUploader
              value={form.evidence}
              onChange={(evidence) => change('evidenceIds', { evidence })}
              kinds={['IMAGE']}
              limit={limits.complaintMaxPictures}
              label={t('complaints.form.addPicture')}
              testId="evidence"
              onBusyChange={setUploading}
              onBeforePick={() => {
                if (isSignedIn()) return true;
                void requireLogin();
                return false;
              }}
            />
            {errors.evidenceIds && (
              <p className="form-error" id={errorId('evidenceIds')} role="alert" tabIndex={-1} data-testid="error-evidenceIds">
                {errors.evidenceIds}
              </p>
            )}
          </div>
        </section>

        {formError && (
          <div className="cform__form-error" role="alert" data-testid="complaint-form-error">
            <p>{formError.message}</p>
            {formError.code === 'COMPLAINT_PHONE_NOT_BOUND' && <Link to="/bind-phone/-1">{t('complaints.form.bindPhone')}</Link>}
          </div>
        )}
        <div className="cform__actions">
          <button
            type="submit"
            className="btn btn--primary btn--block cform__submit"
            disabled={pending || uploading}
            data-testid="complaint-submit"
          >
            {pending ? <Spinner light /> : null}
            {uploading ? t('complaints.form.waitUploads') : t('complaints.form.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: ComplaintFormScreen,
  loader: complaintFormLoader,
  skeleton: <FormSkeleton fields={8} />,
};
