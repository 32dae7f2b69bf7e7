import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { IdCardScreenQuery } from '../../__generated__/IdCardScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { Link } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { PageHeader } from '../../widgets/PageHeader';
import { InfoRow } from '../../widgets/InfoRow';
import { charCount, EditorField, EditorForm } from './EditorForm';
import { useProfileSave } from './useProfileSave';
import './profile.css';

const query = graphql`
  query IdCardScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        realName
        maskedIdNumber
        verification {
          state
          maskedName
          maskedIdNumber
        }
      }
    }
    inputLimits {
      profileRealNameMaxLength
      verificationIdNumberLength
    }
  }
`;

export function idCardLoader({ request }: { request: Request }): PreloadedQuery<IdCardScreenQuery> {
  return preloadSignedIn<IdCardScreenQuery>(request, query, {});
}

/** The fields this editor shows errors under. */
const ID_FIELDS = ['realName', 'idNumber'];

/** The verified name and number, read-only: they are the real-name verification's. */
function VerifiedIdentity({ name, number }: { name?: string | null; number?: string | null }) {
  const { t } = useTranslation();
  return (
    <div data-testid="profile-edit-id-card">
      <PageHeader title={t('profile.identity')} />
      <section className="detail__card" data-testid="profile-identity-verified">
        <p className="profile-verified">
          <BadgeCheck aria-hidden size={18} /> {t('profile.identityVerified')}
        </p>
        <dl className="info-rows">
          <InfoRow label={t('profile.realName')}>{name ?? ''}</InfoRow>
          <InfoRow label={t('profile.idNumber')}>{number ?? ''}</InfoRow>
        </dl>
        <Link to="/real-name" className="link-button">
          {t('profile.identityVerification')}
        </Link>
      </section>
    </div>
  );
}

/**
 * /user-id-card: the real name and the mainland ID number, saved together (the stored number is
 * only shown masked); once they pass real-name verification, the verified ones, read-only.
 */
function IdCardScreen() {
  const data = useRouteQuery<IdCardScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const verification = data.viewer.user?.verification;
  if (verification?.state === 'PASSED') return <VerifiedIdentity name={verification.maskedName} number={verification.maskedIdNumber} />;
  return <IdCardForm data={data} />;
}

function IdCardForm({ data }: { data: IdCardScreenQuery['response'] }) {
  const { t } = useTranslation();
  const masked = data.viewer.user?.maskedIdNumber ?? null;
  const [realName, setRealName] = useState(data.viewer.user?.realName ?? '');
  const [idNumber, setIdNumber] = useState('');
  const { save, pending, errorOn } = useProfileSave(ID_FIELDS);
  const limit = data.inputLimits.profileRealNameMaxLength;
  const idLength = data.inputLimits.verificationIdNumberLength;

  const nameError = errorOn('realName');
  const numberError = errorOn('idNumber');
  return (
    <EditorForm
      title={t('profile.identity')}
      testId="profile-edit-id-card"
      pending={pending}
      onSubmit={() => void save({ realName, idNumber })}
    >
      <EditorField id="realName" label={t('profile.realName')} count={charCount(realName)} limit={limit} error={nameError}>
        <input
          id="profile-realName"
          className="profile-field__input"
          value={realName}
          autoComplete="name"
          onChange={(e) => setRealName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'profile-realName-error' : undefined}
          data-testid="input-realName"
        />
      </EditorField>
      <EditorField id="idNumber" label={t('profile.idNumber')} count={idNumber.length} limit={idLength} error={numberError}>
        <input
          id="profile-idNumber"
          className="profile-field__input"
          value={idNumber}
          maxLength={idLength + 4}
          autoComplete="off"
          placeholder={masked ?? ''}
          onChange={(e) => setIdNumber(e.target.value.toUpperCase())}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? 'profile-idNumber-error' : undefined}
          data-testid="input-idNumber"
        />
        {masked && <p className="profile-field__hint">{t('profile.idNumberHint', { masked })}</p>}
      </EditorField>
    </EditorForm>
  );
}

export const screen = { Component: IdCardScreen, loader: idCardLoader, skeleton: <FormSkeleton fields={2} /> };
