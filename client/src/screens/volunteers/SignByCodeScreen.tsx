import { useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import type { SignByCodeScreenCodeMutation } from '../../__generated__/SignByCodeScreenCodeMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { Badge } from './ui';
import { timeOfDay } from './labels';
import { toastErrors } from './formErrors';

// /team-sign?code= — what a scanned QR code opens

const codeMutation = graphql`
  mutation SignByCodeScreenCodeMutation($input: SignInByCodeInput!) {
    signInByCode(input: $input) {
      signIn {
        id
        signedInAt
        signInMethod
        shiftTitle
      }
      shift {
        title
        date
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /team-sign?code=: signing in with the shift's rotating QR code (the camera opened this page). */
export function SignByCodeScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const [commit, pending] = useGraphMutation<SignByCodeScreenCodeMutation>(codeMutation);
  const [result, setResult] = useState<{ title: string; time: string } | null>(null);
  const sign = async () => {
    if (!(await requireLogin())) return;
    const payload = await commit({ variables: { input: { code } } });
    if (!payload) return;
    if (toastErrors(payload.errors, t('volunteers.sign.signedIn')))
      setResult({ title: payload.shift?.title ?? '', time: timeOfDay(payload.signIn?.signedInAt) });
  };
  return (
    <div className="vol-page" data-testid="sign-by-code">
      <PageHeader title={t('volunteers.sign.byCode')} />
      <section className="vol-card vol-qr">
        {result ? (
          <div data-testid="code-signed-in">
            <Badge tone="ok">{t('volunteers.sign.signedIn')}</Badge>
            <p className="vol-item__title">{result.title}</p>
            <p className="vol-muted">{t('volunteers.sign.inAt', { time: result.time })}</p>
            <Link className="vol-btn" to="/sign-records">
              {t('volunteers.records.title')}
            </Link>
          </div>
        ) : (
          <>
            <p>{t('volunteers.sign.byCodeLead')}</p>
            <button
              type="button"
              className="vol-btn vol-btn--primary vol-btn--block"
              onClick={() => void sign()}
              disabled={pending || !code}
              data-testid="confirm-code-sign-in"
            >
              <LogIn aria-hidden size={18} />
              {t('volunteers.sign.confirm')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
