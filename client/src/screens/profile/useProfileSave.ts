import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UpdateProfileInput, useProfileSaveMutation } from '../../__generated__/useProfileSaveMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';

/**
 * The one profile write every editor commits: only the fields given change; the answer's user
 * refreshes what /user-data and /user show (Relay's store, by the user's id).
 */
const mutation = graphql`
  mutation useProfileSaveMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        nickname
        signature
        email
        schoolName
        companyName
        realName
        maskedIdNumber
        region {
          id
          code
          name
        }
        address
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * An editor's save: the gateway's errors on the editor's own `fields` are kept to show under
 * them (any other in a toast); on success a toast and back to /user-data, which shows the new value.
 */
export function useProfileSave(fields: readonly string[]) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<ReadonlyArray<UserError>>([]);
  const [commit, pending] = useGraphMutation<useProfileSaveMutation>(mutation);

  const save = async (input: UpdateProfileInput) => {
    const payload = await commit({ variables: { input } });
    if (!payload) return;
    setErrors(payload.errors);
    const other = payload.errors.find((e) => !e.field || !fields.includes(e.field));
    if (other) showToast({ message: other.message });
    if (payload.errors.length > 0) return;
    showToast({ message: t('profile.saved'), type: 'success' });
    navigate('/user-data', { replace: true });
  };

  /** What the gateway said about `field`, or null. */
  const errorOn = (field: string) => errors.find((e) => e.field === field)?.message ?? null;
  return { save, pending, errorOn };
}
