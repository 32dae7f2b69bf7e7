import { useTranslation } from 'react-i18next';

/** Spec doc 1 §5: an 11-digit phone; the contact name is 1 to 20 characters (the gateway checks again). */
export const PHONE_RE = /^\d{11}$/;
export const CONTACT_NAME_MAX = 20;

export interface Contact {
  name: string;
  phone: string;
}

export interface ContactErrors {
  name?: string;
  phone?: string;
}

/** Inline validation of the contact (localized messages; empty when valid). */
export function validateContact(c: Contact, t: (key: string) => string): ContactErrors {
  const errors: ContactErrors = {};
  const name = c.name.trim();
  if (!name || Array.from(name).length > CONTACT_NAME_MAX) errors.name = t('orders.form.nameInvalid');
  if (!PHONE_RE.test(c.phone)) errors.phone = t('orders.form.phoneInvalid');
  return errors;
}

/** The contact's name and 11-digit phone of an order form, with their inline errors. */
export function ContactFields({ value, errors, onChange }: { value: Contact; errors: ContactErrors; onChange(next: Contact, field: keyof Contact): void }) {
  const { t } = useTranslation();
  return (
    <div className="form-card__fields">
      <label className={errors.name ? 'form-field form-field--error' : 'form-field'}>
        <span className="form-field__label">{t('orders.form.name')}</span>
        <input
          className="form-field__input"
          value={value.name}
          maxLength={CONTACT_NAME_MAX}
          placeholder={t('orders.form.namePlaceholder')}
          onChange={(e) => onChange({ ...value, name: e.target.value }, 'name')}
          data-testid="contact-name"
        />
      </label>
      {errors.name && <p className="form-error" role="alert" data-testid="contact-name-error">{errors.name}</p>}
      <label className={errors.phone ? 'form-field form-field--error' : 'form-field'}>
        <span className="form-field__label">{t('orders.form.phone')}</span>
        <input
          className="form-field__input"
          value={value.phone}
          inputMode="numeric"
          maxLength={11}
          placeholder={t('orders.form.phonePlaceholder')}
          onChange={(e) => onChange({ ...value, phone: e.target.value.replace(/\D/g, '').slice(0, 11) }, 'phone')}
          data-testid="contact-phone"
        />
      </label>
      {errors.phone && <p className="form-error" role="alert" data-testid="contact-phone-error">{errors.phone}</p>}
    </div>
  );
}
