import type { ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Camera, CircleCheck, ChevronRight } from 'lucide-react';
import type { RealNameFormScreenQuery } from '../../__generated__/RealNameFormScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { maskedForConfirmation, patchDraft, useDraft, type DraftField, type VerificationDraft } from './draft';
import './verification.css';

const query = graphql`
  query RealNameFormScreenQuery {
    inputLimits {
      verificationNameMaxLength
      verificationIdNumberLength
    }
    viewer {
      user {
        id
        verification {
          state
          canSubmit
        }
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  return preloadSignedIn<RealNameFormScreenQuery>(request, query, {});
}

const inputId = (field: DraftField) => `rn-${field}`;
const errorId = (field: DraftField) => `rn-${field}-error`;

function Field({ field, label, error, children }: { field: DraftField; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'rn-field rn-field--error' : 'rn-field'} data-testid={`field-${field}`}>
      <label className="rn-field__label" htmlFor={inputId(field)}>
        {label}
      </label>
      {children}
      {error && (
        <p className="form-error" id={errorId(field)} role="alert" data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (field: DraftField, draft: VerificationDraft) =>
  draft.errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

/**
 * /real-name-new: the name, the ID number and the face photo step. The gateway checks them when
 * they are submitted from the confirmation page; what it refuses comes back under its field here.
 */
export function RealNameFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<RealNameFormScreenQuery>(query);
  const draft = useDraft();
  const limits = data.inputLimits;
  const verification = data.viewer.user?.verification;

  if (verification && !verification.canSubmit) {
    return (
      <div className="rn-page" data-testid="real-name-form">
        <PageHeader title={t('verification.form.title')} />
        <section className="rn-card">
          <p className="rn-card__text" data-testid="verification-state">
            {t(`verification.state.${verification.state === '%future added value' ? 'NONE' : verification.state}`)}
          </p>
          <Link className="btn btn--primary btn--block" to="/real-name" replace>
            {t('verification.success.view')}
          </Link>
        </section>
      </div>
    );
  }

  const change = (field: 'name' | 'idNumber', value: string) =>
    patchDraft({ [field]: value, errors: { ...draft.errors, [field]: undefined } });
  const next = (e: React.FormEvent) => {
    e.preventDefault();
    // the address carries the masked values only: the typed ones stay in memory (the draft)
    const masked = maskedForConfirmation(draft.name, draft.idNumber);
    navigate(`/real-name-message/${encodeURIComponent(masked.name || '-')}/${encodeURIComponent(masked.idNumber || '-')}`);
  };

  return (
    <div className="rn-page" data-testid="real-name-form">
      <PageHeader title={t('verification.form.title')} />
      <form className="rn-card rn-form" onSubmit={next} noValidate>
        <p className="rn-card__text">{t('verification.form.notice')}</p>
        <Field field="name" label={t('verification.name')} error={draft.errors.name}>
          <input
            id={inputId('name')}
            className="rn-input"
            value={draft.name}
            maxLength={limits.verificationNameMaxLength}
            autoComplete="name"
            placeholder={t('verification.namePlaceholder')}
            onChange={(e) => change('name', e.target.value)}
            data-testid="rn-name"
            {...invalid('name', draft)}
          />
        </Field>
        <Field field="idNumber" label={t('verification.idNumber')} error={draft.errors.idNumber}>
          <input
            id={inputId('idNumber')}
            className="rn-input"
            value={draft.idNumber}
            maxLength={limits.verificationIdNumberLength}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('verification.idNumberPlaceholder')}
            onChange={(e) => change('idNumber', e.target.value.replace(/[^\dXx]/g, '').toUpperCase())}
            data-testid="rn-id-number"
            {...invalid('idNumber', draft)}
          />
        </Field>
        <Field field="facePhotoId" label={t('verification.face.step')} error={draft.errors.facePhotoId}>
          <Link id={inputId('facePhotoId')} className="rn-step" to="/face-recognition" data-testid="face-step">
            {draft.facePhoto ? (
              <CircleCheck aria-hidden size={18} className="rn-step__icon rn-step__icon--done" />
            ) : (
              <Camera aria-hidden size={18} className="rn-step__icon" />
            )}
            <span className="rn-step__label">{draft.facePhoto ? t('verification.face.taken') : t('verification.face.take')}</span>
            <ChevronRight aria-hidden size={18} />
          </Link>
        </Field>
        <button type="submit" className="btn btn--primary btn--block" data-testid="rn-next">
          {t('verification.form.next')}
        </button>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: RealNameFormScreen, loader, skeleton: <FormSkeleton fields={3} /> };
