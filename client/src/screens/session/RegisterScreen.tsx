import { useId, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Ticket, UserPlus } from 'lucide-react';
import type { RegisterScreenSignInMutation } from '../../__generated__/RegisterScreenSignInMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { safeReturnAddress } from '../../session/loginGate';
import { showToast } from '../../env/toast';
import { hasDigits, useInputLimits } from '../../shell/inputLimits';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../shell/StateViews';
import { AgreementLine } from './AgreementLine';
import { CodeField, PhoneField, SendCodeButton, useLoginCode } from './phoneCode';
import { adoptSession } from '../../session/session';
import './session.css';

const signInMutation = graphql`
  mutation RegisterScreenSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      newAccount
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

/** The registration pages: the standard one, the one for browsers outside the messaging app, and registration by invitation. */
export type RegisterVariant = 'standard' | 'h5' | 'invitation';

type FieldErrors = { phone?: string; code?: string; inviteCode?: string; agree?: string; form?: string };

function fieldOf(e: UserError): keyof FieldErrors {
  if (e.field === 'inviteCode') return 'inviteCode';
  if (e.field === 'phone' || e.code === 'PHONE_INVALID' || e.code === 'CODE_TOO_FREQUENT') return 'phone';
  if (e.field === 'code' || e.code.startsWith('CODE_')) return 'code';
  return 'form';
}

/**
 * /registered, /registered-h5 and /registered-c: phone + SMS code + the agreement tick (and, on
 * /registered-c, the site's invitation code), registering through the sign-in call (marked as registering: the SM4 calls then use the registration call). A phone that
 * already has an account is signed in, and the page says the account exists.
 */
export function RegisterScreen({ variant }: { variant: RegisterVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { phoneDigits, codeDigits } = useInputLimits();
  const returnTo = safeReturnAddress(search.get('redirect'));
  const inviteId = useId();
  const agreeId = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [inviteCode, setInviteCode] = useState(search.get('inviteCode') ?? '');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { wait, sending, request } = useLoginCode();
  const [signIn, busy] = useGraphMutation<RegisterScreenSignInMutation>(signInMutation);
  const invitation = variant === 'invitation';

  const clearError = (field: keyof FieldErrors) => setErrors((x) => ({ ...x, [field]: undefined, form: undefined }));
  const showErrors = (list: ReadonlyArray<UserError>) => {
    const next: FieldErrors = {};
    for (const e of list) next[fieldOf(e)] ??= e.message;
    setErrors(next);
  };

  const requestCode = async () => {
    if (wait > 0 || sending) return;
    if (!hasDigits(phone, phoneDigits)) {
      setErrors({ phone: t('session.phoneInvalid') });
      return;
    }
    setErrors({});
    const refused = await request(phone, 'SIGN_IN');
    if (refused?.length) showErrors(refused);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    if (!hasDigits(phone, phoneDigits)) next.phone = t('session.phoneInvalid');
    if (!hasDigits(code, codeDigits)) next.code = t('session.codeInvalid', { digits: codeDigits });
    if (invitation && inviteCode.trim() === '') next.inviteCode = t('session.register.inviteRequired');
    if (!agreed) next.agree = t('session.register.agreeRequired');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const p = await signIn({
      variables: { input: { phone, code, registering: true, ...(invitation ? { inviteCode: inviteCode.trim() } : {}) } },
    });
    if (!p) return;
    if (p.errors.length > 0 || !p.session) {
      showErrors(p.errors);
      return;
    }
    adoptSession(p.session);
    showToast({ message: p.newAccount ? t('session.register.success') : t('session.register.existing'), type: 'success' });
    navigate(returnTo, { replace: true });
  };

  return (
    <div className="login-page" data-testid="register-page" data-variant={variant}>
      <PageHeader contentHeading title={t('session.register.title')} />
      <div className="login-hero">
        <div className="login-hero__logo" aria-hidden>
          {invitation ? <Ticket size={40} strokeWidth={1.8} /> : <UserPlus size={40} strokeWidth={1.8} />}
        </div>
        <h1 className="login-hero__title">{t(`session.register.heading.${variant}`)}</h1>
        <p className="login-hero__hint">{t(`session.register.hint.${variant}`)}</p>
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
          testId="register-phone"
        />
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            clearError('code');
          }}
          digits={codeDigits}
          error={errors.code}
          testId="register-code"
          sendButton={<SendCodeButton wait={wait} sending={sending} onClick={() => void requestCode()} />}
        />
        {invitation && (
          <>
            <label className="login-field__label" htmlFor={inviteId}>
              {t('session.register.inviteCode')}
            </label>
            <div className={errors.inviteCode ? 'login-field login-field--error' : 'login-field'}>
              <input
                className="login-field__input"
                id={inviteId}
                autoComplete="off"
                autoCapitalize="characters"
                placeholder={t('session.register.invitePlaceholder')}
                value={inviteCode}
                aria-invalid={errors.inviteCode ? true : undefined}
                aria-describedby={errors.inviteCode ? `${inviteId}-error` : undefined}
                onChange={(e) => {
                  setInviteCode(e.target.value.replace(/\s/g, ''));
                  clearError('inviteCode');
                }}
                data-testid="register-invite"
              />
            </div>
            {errors.inviteCode && (
              <p className="form-error" role="alert" id={`${inviteId}-error`} data-testid="invite-error">
                {errors.inviteCode}
              </p>
            )}
          </>
        )}
        <div className="register-agree">
          <input
            type="checkbox"
            id={agreeId}
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              clearError('agree');
            }}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
            data-testid="register-agree"
          />
          <label htmlFor={agreeId}>{t('session.register.agree')}</label>
        </div>
        <AgreementLine textKey="session.register.agreementLine" />
        {errors.agree && (
          <p className="form-error" role="alert" id={`${agreeId}-error`} data-testid="agree-error">
            {errors.agree}
          </p>
        )}
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block login-form__submit" disabled={busy} data-testid="register-submit">
          {busy ? <Spinner light /> : t('session.register.submit')}
        </button>
      </form>
    </div>
  );
}
