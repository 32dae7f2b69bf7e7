import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { UserError } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';

/**
 * A labelled text box for a course question or an answer: the gateway's limit shown as a
 * counter, its refusal tied to the box, and the text kept when refused.
 */
export function TextBox({
  label,
  placeholder,
  max,
  submitText,
  onSubmit,
  testId,
}: {
  label: string;
  placeholder: string;
  max: number;
  submitText: string;
  onSubmit(content: string): Promise<ReadonlyArray<UserError> | null>;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = [...value.trim()].length;
  const submit = async () => {
    if (!(await requireLogin())) return;
    setBusy(true);
    const errors = await onSubmit(value);
    setBusy(false);
    if (!errors) return;
    if (errors[0]) {
      setError(errors[0].message);
      return;
    }
    setError(null);
    setValue('');
  };
  return (
    <form
      className="ask-box"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(null);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="ask-box__foot">
        <span id={`${id}-count`} className="ask-box__count" aria-live="polite">
          {t('courses.questions.count', { n: length, max })}
        </span>
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          <Send size={16} aria-hidden /> {submitText}
        </button>
      </div>
    </form>
  );
}
