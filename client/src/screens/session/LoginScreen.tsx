import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginScreenSignInMutation } from '../../__generated__/LoginScreenSignInMutation.graphql';
import type { LoginScreenBindPhoneMutation } from '../../__generated__/LoginScreenBindPhoneMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { adoptSession, getSession, setSession, useSession } from '../../session/session';
import { safeReturnAddress } from '../../session/loginGate';
import { showToast } from '../../env/toast';
import { hasDigits, useInputLimits } from '../../shell/inputLimits';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../shell/StateViews';
import { Smartphone } from 'lucide-react';
import { AgreementLine } from './AgreementLine';
import { CodeField, PhoneField, SendCodeButton, useLoginCode } from './phoneCode';

const signInMutation = graphql`
  mutation LoginScreenSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      session {
        token
        issuedAt
        refreshAfter
        user {
          id
          nickname
          maskedPhone
          isVolunteer
          messagingAppBound
          avatar {
            url(size: THUMBNAIL)
          }
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const bindPhoneMutation = graphql`
  mutation LoginScreenBindPhoneMutation($input: BindPhoneInput!) {
    bindPhone(input: $input) {
      user {
        id
        nickname
        maskedPhone
        hasPhone
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

type FieldErrors = { phone?: string; code?: string; form?: string };

function fieldOf(e: UserError): keyof FieldErrors {
  if (e.field === 'phone' || e.code === 'PHONE_INVALID' || e.code === 'PHONE_TAKEN' || e.code === 'CODE_TOO_FREQUENT') return 'phone';
  if (e.field === 'code' || e.code.startsWith('CODE_')) return 'code';
  return 'form';
}

/**
 * /login and /bind-phone[/:type]: phone + SMS code. The phone and code are
 * checked before anything is sent; the gateway's refusals show in its words. Success goes
 * back to `redirect` (the address the login gate or a code-2 answer came from).
 */
export function LoginScreen({ bind = false }: { bind?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // A phone of phoneDigits digits, a code of codeDigits digits (the gateway's limits).
  const { phoneDigits, codeDigits } = useInputLimits();
  const session = useSession();
  const returnTo = safeReturnAddress(search.get('redirect'));
  // Binding needs a session; without one /bind-phone (the login gate's /bind-phone/-1) signs in.
  const binding = bind && session != null;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { wait, sending, request } = useLoginCode();
  const [signIn, signingIn] = useGraphMutation<LoginScreenSignInMutation>(signInMutation);
  const [bindPhone, bindingPhone] = useGraphMutation<LoginScreenBindPhoneMutation>(bindPhoneMutation);
  const busy = signingIn || bindingPhone;

  /** Typing in a field clears its error and the form's. */
  const clearError = (field: 'phone' | 'code') => setErrors((x) => ({ ...x, [field]: undefined, form: undefined }));

  const showErrors = (list: ReadonlyArray<UserError>) => {
    const next: FieldErrors = {};
    for (const e of list) {
      const f = fieldOf(e);
      next[f] ??= e.message;
    }
    setErrors(next);
  };

  const requestCode = async () => {
    if (wait > 0 || sending) return;
    if (!hasDigits(phone, phoneDigits)) {
      setErrors({ phone: t('session.phoneInvalid') });
      return;
    }
    setErrors({});
    const refused = await request(phone, binding ? 'BIND_PHONE' : 'SIGN_IN');
    if (refused?.length) showErrors(refused);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!hasDigits(phone, phoneDigits)) next.phone = t('session.phoneInvalid');
    if (!hasDigits(code, codeDigits)) next.code = t('session.codeInvalid', { digits: codeDigits });
    setErrors(next);
    if (next.phone || next.code) return;
    if (binding) {
      const p = await bindPhone({ variables: { input: { phone, code } } });
      if (!p) return;
      if (p.errors.length > 0 || !p.user) {
        showErrors(p.errors);
        return;
      }
      const s = getSession();
      if (s) setSession({ ...s, phone: p.user.maskedPhone ?? null, nickname: p.user.nickname });
      showToast({ message: t('session.bindSuccess'), type: 'success' });
      navigate(returnTo, { replace: true });
      return;
    }
    const p = await signIn({ variables: { input: { phone, code } } });
    if (!p) return;
    if (p.errors.length > 0 || !p.session) {
      showErrors(p.errors);
      return;
    }
    adoptSession(p.session);
    showToast({ message: t('session.success'), type: 'success' });
    navigate(returnTo, { replace: true });
  };

  const title = binding ? t('session.bindTitle') : t('session.title');
  return (
    <div className="login-page" data-testid="login-page">
      <PageHeader contentHeading title={title} />
      <div className="login-hero">
        <div className="login-hero__logo" aria-hidden>
          <Smartphone size={40} strokeWidth={1.8} />
        </div>
        <h1 className="login-hero__title">{binding ? t('session.bindTitle') : t('session.welcome')}</h1>
        <p className="login-hero__hint">{binding ? t('session.bindHint') : t('session.hint')}</p>
      </div>
      <form className="login-form" onSubmit={(e) => void submit(e)} noValidate>
        <PhoneField
          value={phone}
          onChange={(v) => {
            setPhone(v);
            clearError('phone');
          }}
          digits={phoneDigits}
          error={errors.phone}
          testId="login-phone"
        />
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            clearError('code');
          }}
          digits={codeDigits}
          error={errors.code}
          testId="login-code"
          sendButton={<SendCodeButton wait={wait} sending={sending} onClick={() => void requestCode()} />}
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block login-form__submit" disabled={busy} data-testid="login-submit">
          {busy ? <Spinner light /> : binding ? t('session.bindSubmit') : t('session.submit')}
        </button>
        {!binding && <AgreementLine textKey="session.agreementLine" />}
      </form>
    </div>
  );
}
