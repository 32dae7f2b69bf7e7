import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Camera, ScanFace } from 'lucide-react';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useInputLimits } from '../../shell/inputLimits';
import { Spinner } from '../../shell/StateViews';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { scaleImage } from '../../widgets/upload/scaleImage';
import { uploadMedia } from '../../widgets/upload/useUploads';
import { patchDraft, useDraft } from './draft';
import './verification.css';

function loader({ request }: { request: Request }) {
  prepareSignedInRequest(request);
  return null;
}

/**
 * /face-recognition: a photo of the face with the phone's front camera, scaled on the device and
 * uploaded; its file id goes with the submission.
 */
export function FaceRecognitionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limits = useInputLimits();
  const draft = useDraft();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    const blob = await scaleImage(file, {
      maxWidth: limits.imageMaxWidth,
      maxHeight: limits.imageMaxHeight,
      type: 'image/jpeg',
      quality: limits.imageQuality,
    });
    const outcome = await uploadMedia(blob, 'face.jpg', 'IMAGE');
    setUploading(false);
    if (!outcome) return;
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    patchDraft({ facePhoto: { id: outcome.media.id, url: outcome.media.url }, errors: { ...draft.errors, facePhotoId: undefined } });
  };

  return (
    <div className="rn-page" data-testid="face-recognition">
      <PageHeader title={t('verification.faceScreen.title')} />
      <section className="rn-card">
        <div className="rn-face">
          {draft.facePhoto ? (
            <img className="rn-face__photo" src={draft.facePhoto.url} alt="" data-testid="face-photo" />
          ) : (
            <ScanFace aria-hidden size={96} strokeWidth={1.2} className="rn-face__placeholder" />
          )}
        </div>
        <p className="rn-card__text">{t('verification.faceScreen.text')}</p>
        {uploading && (
          <p className="rn-card__text" role="status">
            <Spinner /> {t('verification.faceScreen.uploading')}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert" data-testid="face-error">
            {error}
          </p>
        )}
        <label className={`btn btn--block ${draft.facePhoto ? 'rn-btn--outline' : 'btn--primary'} rn-camera`}>
          <Camera aria-hidden size={18} />
          {draft.facePhoto ? t('verification.face.retake') : t('verification.faceScreen.take')}
          <input
            type="file"
            accept="image/*"
            capture="user"
            className="rn-camera__input"
            disabled={uploading}
            onChange={(e) => {
              void take(e.target.files?.[0]);
              e.target.value = '';
            }}
            data-testid="face-input"
          />
        </label>
        {draft.facePhoto && (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => navigate('/real-name-new', { replace: true })}
            data-testid="face-use"
          >
            {t('verification.faceScreen.use')}
          </button>
        )}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: FaceRecognitionScreen, loader };
