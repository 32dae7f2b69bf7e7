import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_TYPES, type KnownCertificateType } from './certificateTypes';
import type { SaveAsContact } from './useSaveAsContact';

/** The "save as a regular contact" box of an order form and, once ticked, the certificate it needs. */
export function SaveAsContactFields({ saving }: { saving: SaveAsContact }) {
  const { t } = useTranslation();
  const id = useId();
  const { errors } = saving;
  return (
    <div className="save-contact">
      <label className="save-contact__box">
        <input type="checkbox" checked={saving.on} onChange={(e) => saving.setOn(e.target.checked)} data-testid="save-as-contact" />
        {t('contacts.saveAsContact')}
      </label>
      {saving.on && (
        <div className="form-card__fields">
          <label htmlFor={`${id}-type`} className={errors.certificateType ? 'form-field form-field--error' : 'form-field'}>
            <span className="form-field__label">{t('contacts.certificateType')}</span>
            <select
              id={`${id}-type`}
              className="form-field__input"
              value={saving.certificateType}
              onChange={(e) => {
                saving.setCertificateType(e.target.value as KnownCertificateType | '');
                saving.setErrors({ ...errors, certificateType: undefined });
              }}
              aria-invalid={errors.certificateType ? true : undefined}
              aria-describedby={errors.certificateType ? `${id}-type-error` : undefined}
              data-testid="save-contact-type"
            >
              <option value="">{t('contacts.chooseType')}</option>
              {CERTIFICATE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`contacts.certificate.${type}`)}
                </option>
              ))}
            </select>
          </label>
          {errors.certificateType && (
            <p id={`${id}-type-error`} className="form-error" role="alert" data-testid="save-contact-type-error">
              {errors.certificateType}
            </p>
          )}
          <label htmlFor={`${id}-number`} className={errors.certificateNumber ? 'form-field form-field--error' : 'form-field'}>
            <span className="form-field__label">{t('contacts.certificateNumber')}</span>
            <input
              id={`${id}-number`}
              className="form-field__input"
              value={saving.certificateNumber}
              autoComplete="off"
              onChange={(e) => {
                saving.setCertificateNumber(e.target.value);
                saving.setErrors({ ...errors, certificateNumber: undefined });
              }}
              aria-invalid={errors.certificateNumber ? true : undefined}
              aria-describedby={errors.certificateNumber ? `${id}-number-error` : undefined}
              data-testid="save-contact-number"
            />
          </label>
          {errors.certificateNumber && (
            <p id={`${id}-number-error`} className="form-error" role="alert" data-testid="save-contact-number-error">
              {errors.certificateNumber}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
