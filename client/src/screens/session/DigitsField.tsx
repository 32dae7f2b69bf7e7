import { useId, type ReactNode } from 'react';

/** A digits-only field of the session forms (the phone, the code), capped at `digits`, with its error under it. */
export function DigitsField({
  prefix,
  suffix,
  type,
  autoComplete,
  placeholder,
  label,
  digits,
  value,
  onChange,
  testId,
  error,
  errorTestId,
}: {
  prefix?: ReactNode;
  suffix?: ReactNode;
  type: 'tel' | 'text';
  autoComplete: string;
  placeholder: string;
  label: string;
  digits: number;
  value: string;
  onChange(digitsOnly: string): void;
  testId: string;
  error: string | undefined;
  errorTestId: string;
}) {
  // A visible label above the field (the placeholder goes away when typing); the error is tied
  // to the input (aria-describedby, aria-invalid) as well as announced (role="alert").
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'login-field login-field--error' : 'login-field'}>
        {prefix}
        <input
          className="login-field__input"
          type={type}
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={placeholder}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={digits}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, digits))}
          data-testid={testId}
        />
        {suffix}
      </div>
      {error && (
        <p className="form-error" role="alert" id={errorId} data-testid={errorTestId}>
          {error}
        </p>
      )}
    </>
  );
}
