import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TextEditorScreenQuery } from '../../__generated__/TextEditorScreenQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { FormSkeleton } from '../../widgets/Skeleton';
import { charCount, EditorField, EditorForm } from './EditorForm';
import { useProfileSave } from './useProfileSave';
import './profile.css';

const query = graphql`
  query TextEditorScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        nickname
        signature
        email
        schoolName
        companyName
      }
    }
    inputLimits {
      profileNicknameMaxLength
      profileSignatureMaxLength
      profileEmailMaxLength
      profileSchoolMaxLength
      profileCompanyMaxLength
    }
  }
`;

/** The one-text fields of the profile, each with its page, its limit and its kind of input. */
export type TextField = 'nickname' | 'signature' | 'email' | 'schoolName' | 'companyName';

type Limits = TextEditorScreenQuery['response']['inputLimits'];

const FIELDS: Record<TextField, { limit: keyof Limits; multiline?: boolean; type?: 'email' }> = {
  nickname: { limit: 'profileNicknameMaxLength' },
  signature: { limit: 'profileSignatureMaxLength', multiline: true },
  email: { limit: 'profileEmailMaxLength', type: 'email' },
  schoolName: { limit: 'profileSchoolMaxLength' },
  companyName: { limit: 'profileCompanyMaxLength' },
};

export function textEditorLoader({ request }: { request: Request }): PreloadedQuery<TextEditorScreenQuery> {
  return preloadSignedIn<TextEditorScreenQuery>(request, query, {});
}

/** /user-name, /user-signature, /user-email, /user-school-name, /user-company-name: one field, its counter, save. */
export function TextEditorScreen({ field }: { field: TextField }) {
  const { t } = useTranslation();
  const data = useRouteQuery<TextEditorScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const config = FIELDS[field];
  const limit = data.inputLimits[config.limit];
  const [value, setValue] = useState(data.viewer.user?.[field] ?? '');
  const { save, pending, errorOn } = useProfileSave([field]);

  const error = errorOn(field);
  const common = {
    id: `profile-${field}`,
    value,
    className: 'profile-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `profile-${field}-error` : undefined,
    'data-testid': `input-${field}`,
  };
  return (
    <EditorForm
      title={t(`profile.${field}`)}
      testId={`profile-edit-${field}`}
      pending={pending}
      onSubmit={() => void save({ [field]: value })}
    >
      <EditorField id={field} label={t(`profile.${field}`)} count={charCount(value)} limit={limit} error={error}>
        {config.multiline ? (
          <textarea {...common} rows={4} onChange={(e) => setValue(e.target.value)} />
        ) : (
          <input {...common} type={config.type ?? 'text'} onChange={(e) => setValue(e.target.value)} />
        )}
      </EditorField>
    </EditorForm>
  );
}

export const ScreenSkeleton = () => <FormSkeleton fields={1} />;
