import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { IdCardScreenQuery } from '../../__generated__/IdCardScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { FormSkeleton } from '../../widgets/Skeleton';
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
      }
    }
    inputLimits {
      profileRealNameMaxLength
    }
  }
`;

export function idCardLoader({ request }: { request: Request }): PreloadedQuery<IdCardScreenQuery> {
  return preloadSignedIn<IdCardScreenQuery>(request, query, {});
}

/** The fields this editor shows errors under. */
const ID_FIELDS = ['realName', 'idNumber'];

/** An ID number is 18 characters. */
const ID_NUMBER_LENGTH = 18;

/** /user-id-card: the real name and the mainland ID number, saved together (the stored number is only shown masked). */
function IdCardScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<IdCardScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const masked = data.viewer.user?.maskedIdNumber ?? null;
  const [realName, setRealName] = useState(data.viewer.user?.realName ?? '');
  const [idNumber, setIdNumber] = useState('');
  const { save, pending, errorOn } = useProfileSave(ID_FIELDS);
  const limit = data.inputLimits.profileRealNameMaxLength;

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
      <EditorField id="idNumber" label={t('profile.idNumber')} count={idNumber.length} limit={ID_NUMBER_LENGTH} error={numberError}>
        <input
          id="profile-idNumber"
          className="profile-field__input"
          value={idNumber}
          maxLength={ID_NUMBER_LENGTH + 4}
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
