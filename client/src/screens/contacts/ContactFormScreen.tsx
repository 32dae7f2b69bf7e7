import { useId, useState, type ReactNode } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContactFormScreenQuery } from '../../__generated__/ContactFormScreenQuery.graphql';
import type { ContactFormAddMutation } from '../../__generated__/ContactFormAddMutation.graphql';
import type { ContactFormUpdateMutation } from '../../__generated__/ContactFormUpdateMutation.graphql';
import type { CertificateType } from '../../__generated__/ContactFormAddMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { useInputLimits } from '../../shell/inputLimits';
import { Spinner } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { CERTIFICATE_TYPES } from '../../widgets/booking/certificateTypes';
import '../../widgets/booking/booking.css';
import './contacts.css';

const query = graphql`
  query ContactFormScreenQuery($id: ID!, $editing: Boolean!) {
    viewer {
      isSignedIn
    }
    node(id: $id) @include(if: $editing) {
      __typename
      ... on Contact {
        id
        name
        certificateType
        maskedCertificateNumber
        maskedPhone
      }
    }
  }
`;

const addMutation = graphql`
  mutation ContactFormAddMutation($input: AddContactInput!) {
    addContact(input: $input) {
      contact {
        id
        name
        certificateType
        maskedCertificateNumber
        maskedPhone
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ContactFormUpdateMutation($input: UpdateContactInput!) {
    updateContact(input: $input) {
      contact {
        id
        name
        certificateType
        maskedCertificateNumber
        maskedPhone
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function contactFormLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ContactFormScreenQuery> {
  return preloadSignedIn<ContactFormScreenQuery>(request, query, { id: params.id ?? '', editing: params.id !== undefined });
}

type Field = 'name' | 'certificateType' | 'certificateNumber' | 'phone';
const FIELDS: readonly string[] = ['name', 'certificateType', 'certificateNumber', 'phone'];

/** The gateway's refusals by the field they are about; the others above the save button. */
function errorsByField(errors: ReadonlyArray<UserError>): { fields: Partial<Record<Field, string>>; form: string | null } {
  const fields: Partial<Record<Field, string>> = {};
  let form: string | null = null;
  for (const e of errors) {
    if (e.field && FIELDS.includes(e.field)) fields[e.field as Field] ??= e.message;
    else form ??= e.message;
  }
  return { fields, form };
}

/** A labelled control (`children` gets the control's id and, with an error, the id describing it) and its error under it. */
function FormField({
  label,
  error,
  testId,
  children,
}: {
  label: string;
  error?: string;
  testId: string;
  children(control: { id: string; describedBy: string | undefined }): ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-control`} className={error ? 'form-field form-field--error' : 'form-field'}>
        <span className="form-field__label">{label}</span>
        {children({ id: `${id}-control`, describedBy: error ? `${id}-error` : undefined })}
      </label>
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

/** /add-contact and /edit-contact/:id (login required): one form; on edit the number and phone change only when typed. */
export function ContactFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { viewer, node } = useRouteQuery<ContactFormScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const { contactNameMaxLength, phoneDigits } = useInputLimits();
  const editing = id !== undefined;
  const stored = node?.__typename === 'Contact' ? node : null;
  const [name, setName] = useState(stored?.name ?? '');
  const [certificateType, setCertificateType] = useState<CertificateType | ''>(stored?.certificateType ?? '');
  const [certificateNumber, setCertificateNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [add, adding] = useGraphMutation<ContactFormAddMutation>(addMutation);
  const [update, updating] = useGraphMutation<ContactFormUpdateMutation>(updateMutation);
  const pending = adding || updating;
  const title = editing ? t('contacts.edit') : t('contacts.add');
  if (editing && !stored) return <NotFoundPage title={title} text={t('contacts.notFound')} />;

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));
  const save = async () => {
    if (pending) return;
    const type = certificateType === '' ? null : certificateType;
    const res = stored
      ? await update({ variables: { input: { contactId: stored.id, name, certificateType: type, certificateNumber, phone } } })
      : await add({ variables: { input: { name, certificateType: type, certificateNumber, phone } } });
    if (!res) return; // the network layer said why
    const { fields, form } = errorsByField(res.errors);
    setErrors(fields);
    setFormError(form);
    if (res.errors.length > 0) return;
    showToast({ message: t('contacts.saved'), type: 'success' });
    navigate('/contact-regular', { replace: true });
  };

  return (
    <div className="contact-form" data-testid="contact-form">
      <PageHeader title={title} />
      <section className="detail__card">
        <div className="form-card__fields">
          <FormField label={t('contacts.name')} error={errors.name} testId="contact-form-name">
            {({ id: controlId, describedBy }) => (
              <input
                id={controlId}
                className="form-field__input"
                value={name}
                maxLength={contactNameMaxLength}
                placeholder={t('contacts.namePlaceholder')}
                onChange={(e) => {
                  setName(e.target.value);
                  clear('name');
                }}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy}
                data-testid="contact-form-name"
              />
            )}
          </FormField>
          <FormField label={t('contacts.certificateType')} error={errors.certificateType} testId="contact-form-type">
            {({ id: controlId, describedBy }) => (
              <select
                id={controlId}
                className="form-field__input"
                value={certificateType}
                onChange={(e) => {
                  setCertificateType(e.target.value as CertificateType | '');
                  clear('certificateType');
                }}
                aria-invalid={errors.certificateType ? true : undefined}
                aria-describedby={describedBy}
                data-testid="contact-form-type"
              >
                <option value="">{t('contacts.chooseType')}</option>
                {CERTIFICATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`contacts.certificate.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('contacts.certificateNumber')} error={errors.certificateNumber} testId="contact-form-number">
            {({ id: controlId, describedBy }) => (
              <input
                id={controlId}
                className="form-field__input"
                value={certificateNumber}
                autoComplete="off"
                placeholder={
                  stored ? t('contacts.keepPlaceholder', { value: stored.maskedCertificateNumber }) : t('contacts.numberPlaceholder')
                }
                onChange={(e) => {
                  setCertificateNumber(e.target.value);
                  clear('certificateNumber');
                }}
                aria-invalid={errors.certificateNumber ? true : undefined}
                aria-describedby={describedBy}
                data-testid="contact-form-number"
              />
            )}
          </FormField>
          <FormField label={t('contacts.phone')} error={errors.phone} testId="contact-form-phone">
            {({ id: controlId, describedBy }) => (
              <input
                id={controlId}
                className="form-field__input"
                value={phone}
                inputMode="numeric"
                maxLength={phoneDigits}
                placeholder={stored ? t('contacts.keepPlaceholder', { value: stored.maskedPhone }) : t('contacts.phonePlaceholder')}
                onChange={(e) => {
                  setPhone(e.target.value.replace(/\D/g, '').slice(0, phoneDigits));
                  clear('phone');
                }}
                aria-invalid={errors.phone ? true : undefined}
                aria-describedby={describedBy}
                data-testid="contact-form-phone"
              />
            )}
          </FormField>
        </div>
      </section>
      {formError && (
        <p className="form-error contact-form__error" role="alert" data-testid="contact-form-error">
          {formError}
        </p>
      )}
      <div className="action-bar">
        <button
          type="button"
          className="action-bar__primary"
          onClick={() => void save()}
          disabled={pending}
          data-testid="contact-form-save"
        >
          {pending ? <Spinner light /> : t('contacts.save')}
        </button>
      </div>
    </div>
  );
}
