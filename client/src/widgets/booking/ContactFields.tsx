import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { bookingTexts } from './texts';
import { FormField } from '../FormField';
import { useTranslation } from 'react-i18next';
import { hasDigits, useInputLimits, type InputLimits } from '../../shell/inputLimits';

export interface Contact {
  name: string;
  phone: string;
}

export interface ContactErrors {
  name?: string;
  phone?: string;
}

type Limits = Pick<InputLimits, 'contactNameMaxLength' | 'phoneDigits'>;

/**
 * Inline validation of the contact (localized messages; empty when valid), within the gateway's
 * limits (a name of 1 to contactNameMaxLength characters, a phone of phoneDigits
 * digits; the gateway checks again).
 */
export function validateContact(c: Contact, t: (key: string, options?: Record<string, unknown>) => string, limits: Limits): ContactErrors {
  const errors: ContactErrors = {};
  const name = c.name.trim();
  if (!name || Array.from(name).length > limits.contactNameMaxLength)
    errors.name = t('orders.form.nameInvalid', { max: limits.contactNameMaxLength });
  if (!hasDigits(c.phone, limits.phoneDigits)) errors.phone = t('orders.form.phoneInvalid', { digits: limits.phoneDigits });
  return errors;
}

/** The contact's name and phone of an order form, with their inline errors. */
export function ContactFields({
  value,
  errors,
  onChange,
}: {
  value: Contact;
  errors: ContactErrors;
  onChange(next: Contact, field: keyof Contact): void;
}) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  const { contactNameMaxLength, phoneDigits } = useInputLimits();
  return (
    <div className="form-card__fields">
      <FormField label={t('orders.form.name')} error={errors.name} errorTestId="contact-name-error">
        {(control) => (
          <input
            className="form-field__input"
            value={value.name}
            maxLength={contactNameMaxLength}
            placeholder={t('orders.form.namePlaceholder')}
            onChange={(e) => onChange({ ...value, name: e.target.value }, 'name')}
            {...control}
            data-testid="contact-name"
          />
        )}
      </FormField>
      <FormField label={t('orders.form.phone')} error={errors.phone} errorTestId="contact-phone-error">
        {(control) => (
          <input
            className="form-field__input"
            value={value.phone}
            inputMode="numeric"
            maxLength={phoneDigits}
            placeholder={t('orders.form.phonePlaceholder', { digits: phoneDigits })}
            onChange={(e) => onChange({ ...value, phone: e.target.value.replace(/\D/g, '').slice(0, phoneDigits) }, 'phone')}
            {...control}
            data-testid="contact-phone"
          />
        )}
      </FormField>
    </div>
  );
}
