import { useId, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FillInCodeScreenQuery } from '../../__generated__/FillInCodeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { useBindCode } from './useBindCode';
import './invitations.css';

const query = graphql`
  query FillInCodeScreenQuery {
    viewer {
      isSignedIn
      user {
        invitations {
          hasBoundCode
          invitedBy
        }
      }
    }
    inputLimits {
      invitationCodeMaxLength
    }
  }
`;

export function fillInCodeLoader({ request }: { request: Request }): PreloadedQuery<FillInCodeScreenQuery> {
  return preloadSignedIn<FillInCodeScreenQuery>(request, query, {});
}

/** /fill-in-code (login required): enter someone's invitation code (once per user). */
export function FillInCodeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { viewer, inputLimits } = useRouteQuery<FillInCodeScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bind, pending] = useBindCode();
  const inv = viewer.user?.invitations;
  const submit = async () => {
    const outcome = await bind(code);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    showToast({ message: t('invitations.bound'), type: 'success' });
    navigate('/invite-gift', { replace: true });
  };
  return (
    <div className="invite-page" data-testid="fill-in-code">
      <PageHeader title={t('invitations.fillIn')} />
      {!inv ? (
        <EmptyState text={t('user.signedOut')} />
      ) : inv.hasBoundCode ? (
        <EmptyState text={inv.invitedBy ? t('invitations.invitedBy', { name: inv.invitedBy }) : t('invitations.accepted')} />
      ) : (
        <form
          className="invite-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-code`} className={error ? 'form-field form-field--error' : 'form-field'}>
            <span className="form-field__label">{t('invitations.code')}</span>
            <input
              id={`${id}-code`}
              className="form-field__input invite-form__input"
              value={code}
              maxLength={inputLimits.invitationCodeMaxLength}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder={t('invitations.codePlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
              data-testid="invite-code-input"
            />
          </label>
          {error && (
            <p id={`${id}-error`} className="form-error" role="alert" data-testid="invite-code-error">
              {error}
            </p>
          )}
          <button type="submit" className="action-bar__primary invite-form__submit" disabled={pending} data-testid="invite-code-submit">
            {pending ? <Spinner light /> : t('invitations.submit')}
          </button>
        </form>
      )}
    </div>
  );
}
