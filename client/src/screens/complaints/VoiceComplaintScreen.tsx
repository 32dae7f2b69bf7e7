import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Mic, RotateCcw, Square } from 'lucide-react';
import type { VoiceComplaintScreenQuery } from '../../__generated__/VoiceComplaintScreenQuery.graphql';
import type { VoiceComplaintScreenMutation } from '../../__generated__/VoiceComplaintScreenMutation.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { isSignedIn } from '../../session/session';
import { requireLogin } from '../../session/loginGate';
import { currentLocation } from '../../env/location';
import { uploadMedia } from '../../widgets/upload/useUploads';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { FormSkeleton } from '../../widgets/Skeleton';
import './complaints.css';

const query = graphql`
  query VoiceComplaintScreenQuery {
    complaintSettings {
      acceptsVoice
    }
    inputLimits {
      voiceComplaintMaxSeconds
      phoneDigits
    }
    viewer {
      isSignedIn
      user {
        complaintContact {
          phone
        }
      }
    }
  }
`;

const mutation = graphql`
  mutation VoiceComplaintScreenMutation($input: FileVoiceComplaintInput!) {
    fileVoiceComplaint(input: $input) {
      complaint {
        upstreamId
        number
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /complain-voice: a voice complaint (recorded, then sent with saveAudio). */
export function voiceComplaintLoader({ request }: { request: Request }): PreloadedQuery<VoiceComplaintScreenQuery> {
  prepareRequest(request);
  return preload<VoiceComplaintScreenQuery>(query, {}, { fresh: true });
}

interface Recording {
  blob: Blob;
  url: string;
  seconds: number;
}

/**
 * The last recording, kept in memory while the app runs: a sign-in between recording and sending
 * (the login page, then back) does not lose it.
 */
let kept: Recording | null = null;
let keptPhone = '';

/** The recorder's format: what the browser records sound in (WebM/Opus in Chromium, MP4/AAC in Safari). */
function recorderType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'].find((t) => MediaRecorder.isTypeSupported(t));
}

type Phase = 'idle' | 'recording' | 'recorded';

function useRecorder(maxSeconds: number) {
  const [recording, setRecording] = useState<Recording | null>(kept);
  const [phase, setPhase] = useState<Phase>(kept ? 'recorded' : 'idle');
  const [elapsed, setElapsed] = useState(0);
  const [failure, setFailure] = useState<'denied' | 'unsupported' | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const startedAt = useRef(0);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: stops the timer and the recorder on leaving the screen only; both live in refs
  useEffect(
    () => () => {
      stopTimer();
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const start = async () => {
    setFailure(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setFailure('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setFailure('denied');
      return;
    }
    const type = recorderType();
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      stopTimer();
      const blob = new Blob(chunks, { type: rec.mimeType || type || 'audio/webm' });
      const seconds = Math.max(1, Math.min(maxSeconds, Math.round((Date.now() - startedAt.current) / 1000)));
      if (kept) URL.revokeObjectURL(kept.url);
      kept = { blob, url: URL.createObjectURL(blob), seconds };
      setRecording(kept);
      setPhase('recorded');
    };
    recorder.current = rec;
    startedAt.current = Date.now();
    setElapsed(0);
    rec.start();
    setPhase('recording');
    timer.current = window.setInterval(() => {
      const s = Math.floor((Date.now() - startedAt.current) / 1000);
      setElapsed(s);
      // the longest message the gateway takes: the recorder stops by itself
      if (s >= maxSeconds && rec.state === 'recording') rec.stop();
    }, 250);
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const discard = () => {
    if (kept) URL.revokeObjectURL(kept.url);
    kept = null;
    setRecording(null);
    setPhase('idle');
    setElapsed(0);
  };

  return { recording, phase, elapsed, failure, start, stop, discard };
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Record in the browser, play it back, send it with a phone to call back and, when allowed, the position. */
export function VoiceComplaintScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<VoiceComplaintScreenQuery>(query);
  const { voiceComplaintMaxSeconds: maxSeconds, phoneDigits } = data.inputLimits;
  const rec = useRecorder(maxSeconds);
  const contactPhone = data.viewer.user?.complaintContact?.phone ?? '';
  const [phone, setPhone] = useState(keptPhone || contactPhone);
  const [withPosition, setWithPosition] = useState(true);
  const [errors, setErrors] = useState<{ voice?: string; phone?: string; form?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [commit, pending] = useGraphMutation<VoiceComplaintScreenMutation>(mutation);
  keptPhone = phone;

  useEffect(() => {
    if (!phone && contactPhone) setPhone(contactPhone);
  }, [contactPhone, phone]);

  if (!data.complaintSettings.acceptsVoice) {
    return (
      <div data-testid="voice-complaint">
        <PageHeader title={t('complaints.voice.title')} />
        <EmptyState text={t('complaints.voice.notOffered')} />
        <p className="complaint-voice__alt">
          <Link className="btn btn--primary" to="/complain-save">
            {t('complaints.home.form')}
          </Link>
        </p>
      </div>
    );
  }

  const busy = pending || progress !== null;
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!isSignedIn()) {
      await requireLogin();
      return;
    }
    setErrors({});
    let audioId: string | null = null;
    if (rec.recording) {
      setProgress(0);
      const type = rec.recording.blob.type;
      const outcome = await uploadMedia(
        rec.recording.blob,
        `voice.${type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm'}`,
        'AUDIO',
        { onProgress: setProgress },
      );
      setProgress(null);
      if (!outcome) return;
      if (!outcome.ok) {
        setErrors({ voice: outcome.message });
        return;
      }
      audioId = outcome.media.id;
    }
    const point = withPosition ? await currentLocation(() => undefined) : null;
    const payload = await commit({
      variables: {
        input: {
          audioId,
          durationSeconds: rec.recording?.seconds ?? 0,
          phone,
          location: point
            ? { point, name: t('complaints.location.myPositionName', { lng: point.longitude.toFixed(4), lat: point.latitude.toFixed(4) }) }
            : null,
        },
      },
    });
    if (!payload) return;
    if (payload.errors.length > 0) {
      const next: typeof errors = {};
      for (const err of payload.errors) {
        if (err.field === 'audioId' || err.field === 'durationSeconds') next.voice ??= err.message;
        else if (err.field === 'phone') next.phone ??= err.message;
        else next.form ??= err.message;
      }
      setErrors(next);
      return;
    }
    rec.discard();
    keptPhone = '';
    const filed = payload.complaint;
    navigate(`/complain-success?number=${encodeURIComponent(filed?.number ?? '')}&id=${encodeURIComponent(filed?.upstreamId ?? '')}`, {
      replace: true,
    });
  };

  return (
    <div data-testid="voice-complaint">
      <PageHeader title={t('complaints.voice.title')} />
      <form className="cform" onSubmit={send} noValidate>
        <section className="cform__card complaint-voice" aria-labelledby="voice-title">
          <h2 className="cform__title" id="voice-title">
            {t('complaints.voice.heading')}
          </h2>
          <p className="complaint-voice__hint">{t('complaints.voice.hint', { max: maxSeconds })}</p>
          <div className="complaint-voice__recorder" data-phase={rec.phase} data-testid="voice-recorder">
            {rec.phase === 'recording' ? (
              <>
                <span className="complaint-voice__live" role="timer" aria-live="off" data-testid="voice-elapsed">
                  <span className="complaint-voice__dot" aria-hidden /> {clock(rec.elapsed)} / {clock(maxSeconds)}
                </span>
                <button
                  type="button"
                  className="complaint-voice__btn complaint-voice__btn--stop"
                  onClick={rec.stop}
                  data-testid="voice-stop"
                >
                  <Square aria-hidden size={28} />
                  <span>{t('complaints.voice.stop')}</span>
                </button>
              </>
            ) : rec.phase === 'recorded' && rec.recording ? (
              <>
                <audio
                  className="complaint-voice__player"
                  controls
                  src={rec.recording.url}
                  aria-label={t('complaints.voice.playback')}
                  data-testid="voice-playback"
                />
                <p className="complaint-voice__length" data-testid="voice-length">
                  {t('complaints.voiceSeconds', { count: rec.recording.seconds })}
                </p>
                <button type="button" className="complaint-voice__again" onClick={rec.discard} data-testid="voice-again">
                  <RotateCcw aria-hidden size={16} /> {t('complaints.voice.again')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="complaint-voice__btn"
                onClick={() => {
                  setErrors((x) => ({ ...x, voice: undefined }));
                  void rec.start();
                }}
                data-testid="voice-start"
                {...(errors.voice ? { 'aria-describedby': 'voice-error' } : {})}
              >
                <Mic aria-hidden size={30} />
                <span>{t('complaints.voice.start')}</span>
              </button>
            )}
          </div>
          {rec.failure && (
            <p className="form-error" role="alert" data-testid="voice-failure">
              {rec.failure === 'denied' ? t('complaints.voice.denied') : t('complaints.voice.unsupported')}
            </p>
          )}
          {errors.voice && (
            <p className="form-error" id="voice-error" role="alert" data-testid="voice-error">
              {errors.voice}
            </p>
          )}
        </section>
        <section className="cform__card" aria-labelledby="voice-contact-title">
          <h2 className="cform__title" id="voice-contact-title">
            {t('complaints.form.contactSection')}
          </h2>
          <div className="cform__field">
            <label className="cform__label" htmlFor="voice-phone">
              {t('complaints.form.phone')}
            </label>
            <input
              id="voice-phone"
              className="cform__input"
              value={phone}
              inputMode="numeric"
              autoComplete="tel"
              maxLength={phoneDigits}
              placeholder={t('complaints.form.phonePlaceholder', { digits: phoneDigits })}
              onChange={(e) => {
                setPhone(e.target.value.replace(/\D/g, '').slice(0, phoneDigits));
                setErrors((x) => ({ ...x, phone: undefined }));
              }}
              {...(errors.phone ? { 'aria-invalid': true, 'aria-describedby': 'voice-phone-error' } : {})}
              data-testid="voice-phone"
            />
            {errors.phone && (
              <p className="form-error" id="voice-phone-error" role="alert" data-testid="voice-phone-error">
                {errors.phone}
              </p>
            )}
          </div>
          <label className="cform__check">
            <input
              type="checkbox"
              checked={withPosition}
              onChange={(e) => setWithPosition(e.target.checked)}
              data-testid="voice-with-position"
            />
            {t('complaints.voice.withPosition')}
          </label>
        </section>
        {errors.form && (
          <div className="cform__form-error" role="alert" data-testid="voice-form-error">
            <p>{errors.form}</p>
          </div>
        )}
        <div className="cform__actions">
          <button
            type="submit"
            className="btn btn--primary btn--block cform__submit"
            disabled={busy || rec.phase === 'recording'}
            data-testid="voice-submit"
          >
            {busy && <Spinner light />}
            {progress !== null ? t('complaints.voice.uploading', { percent: Math.round(progress * 100) }) : t('complaints.voice.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: VoiceComplaintScreen,
  loader: voiceComplaintLoader,
  skeleton: <FormSkeleton fields={3} />,
};
