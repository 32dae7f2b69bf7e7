import { useEffect, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { LoginCodePurpose, phoneCodeSendLoginCodeMutation } from '../../__generated__/phoneCodeSendLoginCodeMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { Spinner } from '../../shell/StateViews';
import { showToast } from '../../env/toast';
import type { UserError } from '../../relay/useGraphMutation';
import { DigitsField } from './DigitsField';

/** Seconds before another code may be asked when the gateway does not say. */
const DEFAULT_WAIT_SECONDS = 60;

/** What a code request answers: the seconds to wait before the next one, and why it was refused. */
export interface CodeRequestAnswer {
  readonly retryAfterSeconds: number;
  readonly errors: ReadonlyArray<UserError>;
}

/**
 * Asking for an SMS code and counting down until another may be asked: `request(send)` sends it
 * (unless a countdown or a request is running), starts the countdown the gateway says (else 60 s),
 * says "code sent", and answers the refusals (empty when sent; null when nothing was sent).
 */
export function useCodeCountdown(sending: boolean) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [wait]);
  const request = async (send: () => Promise<CodeRequestAnswer | null>): Promise<ReadonlyArray<UserError> | null> => {
    if (wait > 0 || sending) return null;
    const p = await send();
    if (!p) return null;
    if (p.retryAfterSeconds > 0) setWait(p.retryAfterSeconds);
    if (p.errors.length > 0) return p.errors;
    if (p.retryAfterSeconds <= 0) setWait(DEFAULT_WAIT_SECONDS);
    showToast({ message: t('session.codeSent'), type: 'success' });
    return [];
  };
  return { wait, request };
}

const sendLoginCodeMutation = graphql`
  mutation phoneCodeSendLoginCodeMutation($input: SendLoginCodeInput!) {
    sendLoginCode(input: $input) {
      sent
      retryAfterSeconds
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** Asking for a code to sign in (or register) or to bind a phone, with its countdown: `request(phone, purpose)`. */
export function useLoginCode() {
  const [sendCode, sending] = useGraphMutation<phoneCodeSendLoginCodeMutation>(sendLoginCodeMutation);
  const { wait, request } = useCodeCountdown(sending);
  return {
    wait,
    sending,
    request: (phone: string, purpose: LoginCodePurpose) => request(() => sendCode({ variables: { input: { phone, purpose } } })),
  };
}

/** The code field's "get code" button: counting down, or a spinner while the code is asked. */
export function SendCodeButton({ wait, sending, onClick }: { wait: number; sending: boolean; onClick(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="login-field__send" onClick={onClick} disabled={wait > 0 || sending} data-testid="send-code">
      {sending ? <Spinner /> : wait > 0 ? t('session.resend', { seconds: wait }) : t('session.getCode')}
    </button>
  );
}

/** The SMS code field, with its "get code" button. */
export function CodeField({
  value,
  onChange,
  digits,
  error,
  testId,
  sendButton,
}: {
  value: string;
  onChange(value: string): void;
  digits: number;
  error: string | undefined;
  testId: string;
  sendButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DigitsField
      type="text"
      autoComplete="one-time-code"
      placeholder={t('session.codePlaceholder', { digits })}
      label={t('session.code')}
      digits={digits}
      value={value}
      onChange={onChange}
      testId={testId}
      error={error}
      errorTestId="code-error"
      suffix={sendButton}
    />
  );
}

/** The mainland phone field (+86). */
export function PhoneField({
  value,
  onChange,
  digits,
  error,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  digits: number;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DigitsField
      prefix={<span className="login-field__prefix">+86</span>}
      type="tel"
      autoComplete="tel"
      placeholder={t('session.phonePlaceholder', { digits })}
      label={t('session.phone')}
      digits={digits}
      value={value}
      onChange={onChange}
      testId={testId}
      error={error}
      errorTestId="phone-error"
    />
  );
}
