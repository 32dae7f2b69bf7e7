import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../widgets/PageHeader';

/** A labelled field with its character counter and the gateway's error under it. */
export function EditorField({
  id,
  label,
  count,
  limit,
  error,
  children,
}: {
  id: string;
  label: string;
  count?: number;
  limit?: number;
  error: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'profile-field profile-field--error' : 'profile-field'} data-testid={`field-${id}`}>
      <div className="profile-field__label">
        <label htmlFor={`profile-${id}`}>{label}</label>
        {limit !== undefined && count !== undefined && (
          <span
            className={count > limit ? 'profile-field__counter profile-field__counter--over' : 'profile-field__counter'}
            data-testid="counter"
          >
            {t('profile.counter', { count, limit })}
          </span>
        )}
      </div>
      {children}
      {error && (
        <p className="profile-field__error" id={`profile-${id}-error`} role="alert" data-testid={`error-${id}`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An editor page: its title, its fields and the save button. */
export function EditorForm({
  title,
  testId,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  pending: boolean;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <div className="profile-page" data-testid={testId}>
      <PageHeader title={title} />
      <form className="profile-editor" onSubmit={submit} noValidate>
        {children}
        <button type="submit" className="btn btn--primary btn--block profile-editor__save" disabled={pending} data-testid="profile-save">
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}

/** Length as the gateway counts it: in code points (an emoji is one character). */
export const charCount = (value: string) => Array.from(value).length;
