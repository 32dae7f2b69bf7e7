import { ensureFamilyTexts } from '../../i18n';
import { uploadTexts } from '../../widgets/upload/texts';
import { useState, use } from 'react';
import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useAvatarUploadMutation } from '../../__generated__/useAvatarUploadMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { useInputLimits } from '../../shell/inputLimits';
import { scaleImage } from '../../widgets/upload/scaleImage';
import { uploadMedia } from '../../widgets/upload/useUploads';

const mutation = graphql`
  mutation useAvatarUploadMutation($input: SetAvatarInput!) {
    setAvatar(input: $input) {
      user {
        id
        avatar {
          url(size: THUMBNAIL)
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * A new avatar from a picked picture: scaled on the device within the gateway's box, sent through
 * the uploads pipeline, then made the avatar (`setAvatar`). The old avatar stays shown until the
 * new one is stored (the answer's user replaces it in the store); a refusal is kept to show.
 */
export function useAvatarUpload() {
  const { t } = useTranslation();
  use(ensureFamilyTexts(uploadTexts));
  const limits = useInputLimits();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit] = useGraphMutation<useAvatarUploadMutation>(mutation);

  const pick = async (file: File) => {
    setError(null);
    if (file.type && !file.type.startsWith('image/')) {
      setError(t('profile.notAPicture'));
      return;
    }
    setBusy(true);
    try {
      const blob = await scaleImage(file, {
        maxWidth: limits.imageMaxWidth,
        maxHeight: limits.imageMaxHeight,
        type: 'image/jpeg',
        quality: limits.imageQuality,
      });
      if (blob.size > limits.uploadMaxImageBytes) {
        setError(t('upload.tooLarge'));
        return;
      }
      const name = blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'avatar'}.jpg`;
      const outcome = await uploadMedia(blob, name, 'IMAGE');
      if (!outcome) return;
      if (!outcome.ok) {
        setError(outcome.message);
        return;
      }
      const payload = await commit({ variables: { input: { fileId: outcome.media.id } } });
      if (!payload) return;
      const refused = payload.errors[0];
      if (refused) {
        setError(refused.message);
        return;
      }
      showToast({ message: t('profile.avatarSaved'), type: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return { pick, busy, error };
}
