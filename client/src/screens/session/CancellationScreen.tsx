import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HandHeart, Coins, ReceiptText, Star, TriangleAlert } from 'lucide-react';
import type { CancellationScreenSendCodeMutation } from '../../__generated__/CancellationScreenSendCodeMutation.graphql';
import type { CancellationScreenCancelMutation } from '../../__generated__/CancellationScreenCancelMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { clearSession, useSession } from '../../session/session';
import { showToast } from '../../env/toast';
import { confirmDialog } from '../../env/dialog';
import { hasDigits, useInputLimits } from '../../shell/inputLimits';
import { redirectIfSignedOut } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../shell/StateViews';
import { CodeField, SendCodeButton, useCodeCountdown } from './phoneCode';
import './session.css';

const sendCodeMutation = graphql`
  mutation CancellationScreenSendCodeMutation {
    sendCancellationCode {
      sent
      retryAfterSeconds
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation CancellationScreenCancelMutation($input: CancelAccountInput!) {
    cancelAccount(input: $input) {
      cancelled
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** What a cancelled account loses, in the order the page lists it. */
const LOSSES = [
  { key: 'orders', icon: ReceiptText },
  { key: 'points', icon: Coins },
  { key: 'favourites', icon: Star },
  { key: 'volunteering', icon: HandHeart },
] as const;

/** A signed-out visitor goes through the login gate and comes back. */
export function cancellationLoader({ request }: { request: Request }): null {
  redirectIfSignedOut(request);
  return null;
}

/**
 * /cancellation: what cancelling the account loses, then a code sent to the account's own phone
 * confirms it. Afterwards every token of the account is refused: the app forgets its session and
 * shows the home signed out.
 */
export function CancellationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { codeDigits } = useInputLimits();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sendCode, sending] = useGraphMutation<CancellationScreenSendCodeMutation>(sendCodeMutation);
  const { wait, request } = useCodeCountdown(sending);
  const [cancel, cancelling] = useGraphMutation<CancellationScreenCancelMutation>(cancelMutation);

  const showErrors = (list: ReadonlyArray<UserError>) => setError(list[0]?.message);

  const requestCode = async () => {
    if (wait > 0 || sending) return;
    setError(undefined);
    const refused = await request(() => sendCode({ variables: {} }));
    if (refused?.length) showErrors(refused);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (cancelling) return;
    if (!hasDigits(code, codeDigits)) {
      setError(t('session.codeInvalid', { digits: codeDigits }));
      return;
    }
    const confirmed = await confirmDialog({
      title: t('session.cancellation.confirmTitle'),
      message: t('session.cancellation.confirmMessage'),
      confirmText: t('session.cancellation.submit'),
    });
    if (!confirmed) return;
    const p = await cancel({ variables: { input: { code } } });
    if (!p) return;
    if (!p.cancelled) {
      showErrors(p.errors);
      return;
    }
    clearSession();
    showToast({ message: t('session.cancellation.done'), type: 'success' });
    navigate('/index', { replace: true });
  };

  return (
    <div className="login-page" data-testid="cancellation-page">
      <PageHeader contentHeading title={t('session.cancellation.title')} />
      <section className="cancellation" aria-labelledby="cancellation-losses">
        <h1 className="login-hero__title" id="cancellation-losses">
          {t('session.cancellation.heading')}
        </h1>
        <ul className="cancellation__losses" data-testid="cancellation-losses">
          {LOSSES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Icon aria-hidden size={18} strokeWidth={1.8} />
              <span>{t(`session.cancellation.loses.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="cancellation__warning">
          <TriangleAlert aria-hidden size={16} /> {t('session.cancellation.warning')}
        </p>
      </section>
      <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="login-hero__hint">{t('session.cancellation.codeHint', { phone: session?.phone ?? '' })}</p>
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(undefined);
          }}
          digits={codeDigits}
          error={error}
          testId="cancellation-code"
          sendButton={<SendCodeButton wait={wait} sending={sending} onClick={() => void requestCode()} />}
        />
        <button
          type="submit"
          className="btn btn--primary btn--block login-form__submit cancellation__submit"
          disabled={cancelling}
          data-testid="cancellation-submit"
        >
          {cancelling ? <Spinner light /> : t('session.cancellation.submit')}
        </button>
      </form>
    </div>
  );
}
