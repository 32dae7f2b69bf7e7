import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraOff, X } from 'lucide-react';
import { BottomSheet } from '../../widgets/BottomSheet';

/** Why the camera cannot scan: the person refused it, or the phone has none (or no camera API). */
type Failure = 'denied' | 'none';

/** Frames looked at per second while scanning: enough to read a code at once, light on the phone. */
const SCANS_PER_SECOND = 8;

/**
 * A bottom sheet that reads a voucher's QR code with the rear camera, decoded on the device
 * (jsQR, loaded only when the sheet opens). The camera stops as soon as a code is read or the
 * sheet closes; `onCode` gets the code. Without a camera or its permission it says so and the
 * typed field behind it stays usable.
 */
export function ScanSheet({ onCode, onClose }: { onCode(code: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [live, setLive] = useState(false);
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (video.current) video.current.srcObject = null;
    };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setFailure('none');
        return;
      }
      const decoder = import('jsqr');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (e) {
        const name = e instanceof DOMException ? e.name : '';
        if (!stopped) setFailure(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none');
        return;
      }
      if (stopped || !video.current) {
        stop();
        return;
      }
      const { default: jsQR } = await decoder;
      const el = video.current;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      if (stopped) return;
      setLive(true);
      const canvas = document.createElement('canvas');
      const g = canvas.getContext('2d', { willReadFrequently: true });
      const look = () => {
        if (stopped || !g) return;
        const w = el.videoWidth;
        const h = el.videoHeight;
        if (w > 0 && h > 0) {
          canvas.width = w;
          canvas.height = h;
          g.drawImage(el, 0, 0, w, h);
          const read = jsQR(g.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' });
          const code = read?.data.trim() ?? '';
          if (code !== '') {
            stop();
            found.current(code);
            return;
          }
        }
        timer = setTimeout(look, 1000 / SCANS_PER_SECOND);
      };
      look();
    };
    void start();
    return stop;
  }, []);

  return (
    <BottomSheet className="wo-scan" labelledBy="wo-scan-title" testId="write-off-scan-sheet" onClose={onClose}>
      <header className="wo-scan__head">
        <h2 id="wo-scan-title" className="wo-scan__title">
          {t('writeOff.scanTitle')}
        </h2>
        <button
          type="button"
          className="wo-scan__close"
          onClick={onClose}
          aria-label={t('common.cancel')}
          data-testid="write-off-scan-close"
        >
          <X size={20} aria-hidden />
        </button>
      </header>
      {failure ? (
        <p className="wo-alert wo-scan__failure" role="alert" data-testid="write-off-scan-failure" data-failure={failure}>
          <CameraOff size={16} aria-hidden /> {t(failure === 'denied' ? 'writeOff.cameraDenied' : 'writeOff.noCamera')}
        </p>
      ) : (
        <>
          <div className="wo-scan__view">
            <video
              ref={video}
              className="wo-scan__video"
              muted
              playsInline
              aria-hidden
              data-testid="write-off-scan-video"
              data-live={live}
            />
            <span className="wo-scan__frame" aria-hidden />
          </div>
          <p className="wo-scan__hint">{t('writeOff.scanHint')}</p>
        </>
      )}
    </BottomSheet>
  );
}
