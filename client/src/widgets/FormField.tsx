import { useId, type ReactNode } from 'react';

/** What a field's control carries so its error is announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A labelled form field (`form-field`) and its inline error under it (the gateway's or the form's
 * words), the control tied to its label by `id` and to the error by `aria-describedby`: `children` renders the control with
 * the props it is given.
 */
export function FormField({
  label,
  error,
  errorTestId,
  className = 'form-field',
  children,
}: {
  label: ReactNode;
  /** The field's class (`form-field`): its label is `__label` of it, and `--error` is added while the field has an error. */
  className?: string;
  error?: string | null;
  errorTestId: string;
  children(control: FieldControlProps): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className={error ? `${className} ${className}--error` : className}>
        <span className={`${className}__label`}>{label}</span>
        {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      </label>
      {error && (
        <p id={errorId} className="form-error" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </>
  );
}
