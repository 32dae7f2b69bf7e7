import { ensureFamilyTexts } from '../../i18n';
import { uploadTexts } from './texts';
import { useRef, use } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Film, Music, RotateCw, X } from 'lucide-react';
import { useInputLimits } from '../../shell/inputLimits';
import { showToast } from '../../env/toast';
import { useUploads, type MediaKind, type UploadedMedia, type UploadItem } from './useUploads';
import './upload.css';

export type { UploadedMedia, MediaKind };

export interface MediaUploaderProps {
  /** The stored files (the form's state). */
  value: readonly UploadedMedia[];
  onChange(next: UploadedMedia[]): void;
  /** What may be picked. */
  kinds: readonly MediaKind[];
  /** Files in all (default 1, the gateway's `uploadDefaultCount`). */
  limit?: number;
  /** Separate caps per kind, each with its own message. */
  imageLimit?: number;
  videoLimit?: number;
  /** The cover uploader: one wide picture, PNG 750x375. */
  cover?: boolean;
  /** Offer the camera / microphone directly (`capture`). */
  capture?: boolean;
  /** The field's visible label (also the add button's name). */
  label: string;
  testId?: string;
  /** Tells the form whether a file is still on its way (submit waits). */
  onBusyChange?(busy: boolean): void;
  /**
   * Asked when the add control is tapped, before the file picker opens: false keeps it closed
   * (e.g. the form sends a signed-out person to log in first: uploads need a session).
   */
  onBeforePick?(): boolean;
}

const ACCEPT: Record<MediaKind, string> = { IMAGE: 'image/*', VIDEO: 'video/*', AUDIO: 'audio/*' };

function kindOfFile(file: File, kinds: readonly MediaKind[]): MediaKind {
  if (file.type.startsWith('video/') && kinds.includes('VIDEO')) return 'VIDEO';
  if (file.type.startsWith('audio/') && kinds.includes('AUDIO')) return 'AUDIO';
  if (file.type.startsWith('image/') && kinds.includes('IMAGE')) return 'IMAGE';
  // an unknown type goes as the first kind asked: the gateway checks the bytes and says why not
  return kinds[0]!;
}

/**
 * The image, video and cover uploaders: pick or capture, preview, remove, a count
 * limit (the add control hides once it is reached), pictures scaled on the device
 * before sending, progress while uploading, the reason and a retry when one fails.
 */
export function MediaUploader({
  value,
  onChange,
  kinds,
  limit,
  imageLimit,
  videoLimit,
  cover = false,
  capture = false,
  label,
  testId = 'media-uploader',
  onBusyChange,
  onBeforePick,
}: MediaUploaderProps) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(uploadTexts));
  const limits = useInputLimits();
  const input = useRef<HTMLInputElement>(null);
  const { items, add, retry, remove, busy } = useUploads({ value, onChange: (next) => onChange(next), cover });
  const lastBusy = useRef(false);
  if (lastBusy.current !== busy) {
    lastBusy.current = busy;
    queueMicrotask(() => onBusyChange?.(busy));
  }
  const max = cover ? 1 : (limit ?? limits.uploadDefaultCount);
  const live = items.filter((i) => i.status !== 'failed' || i.retryable);
  const count = (kind: MediaKind) => live.filter((i) => i.kind === kind).length;

  const pick = (list: FileList | null) => {
    if (!list) return;
    let room = max - live.length;
    let images = imageLimit === undefined ? Infinity : imageLimit - count('IMAGE');
    let videos = videoLimit === undefined ? Infinity : videoLimit - count('VIDEO');
    const chosen: File[] = [];
    let refused: string | null = null;
    for (const file of Array.from(list)) {
      const kind = kindOfFile(file, kinds);
      if (room <= 0) {
        refused = t('upload.limitReached', { count: max });
        break;
      }
      if (kind === 'IMAGE' && images <= 0) {
        refused = t('upload.maxPictures', { count: imageLimit });
        continue;
      }
      if (kind === 'VIDEO' && videos <= 0) {
        refused = t('upload.maxVideos', { count: videoLimit });
        continue;
      }
      chosen.push(file);
      room -= 1;
      if (kind === 'IMAGE') images -= 1;
      if (kind === 'VIDEO') videos -= 1;
    }
    if (refused) showToast({ message: refused });
    if (chosen.length > 0) void add(chosen, (file) => kindOfFile(file, kinds));
    if (input.current) input.current.value = '';
  };

  const AddIcon = kinds[0] === 'VIDEO' ? Film : kinds[0] === 'AUDIO' ? Music : ImagePlus;
  return (
    <div className={`uploader${cover ? ' uploader--cover' : ''}`} data-testid={testId}>
      <ul className="uploader__items" aria-label={label}>
        {items.map((item) => (
          <UploadTile key={item.key} item={item} onRetry={() => retry(item.key)} onRemove={() => remove(item.key)} />
        ))}
        {live.length < max && (
          <li>
            <button
              type="button"
              className="uploader__add"
              onClick={() => {
                if (onBeforePick && !onBeforePick()) return;
                input.current?.click();
              }}
              data-testid={`${testId}-add`}
            >
              <AddIcon aria-hidden size={26} strokeWidth={1.6} />
              <span className="uploader__add-label">{label}</span>
              <span className="uploader__count">{t('upload.count', { count: live.length, max })}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        hidden
        multiple={max - live.length > 1}
        accept={kinds.map((k) => ACCEPT[k]).join(',')}
        {...(capture ? { capture: 'environment' as const } : {})}
        onChange={(e) => pick(e.currentTarget.files)}
        data-testid={`${testId}-input`}
      />
    </div>
  );
}

function UploadTile({ item, onRetry, onRemove }: { item: UploadItem; onRetry(): void; onRemove(): void }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(uploadTexts));
  const percent = Math.round(item.progress * 100);
  return (
    <li className={`uploader__tile uploader__tile--${item.status}`} data-testid="upload-tile" data-status={item.status}>
      {item.kind === 'IMAGE' ? (
        <img src={item.preview} alt="" />
      ) : item.kind === 'VIDEO' ? (
        <video src={item.preview} muted playsInline preload="metadata" />
      ) : (
        <span className="uploader__audio">
          <Music aria-hidden size={28} />
        </span>
      )}
      {item.status === 'uploading' && (
        <span
          className="uploader__progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('upload.uploading')}
        >
          <span className="uploader__bar" style={{ width: `${percent}%` }} />
          <span className="uploader__percent">{percent}%</span>
        </span>
      )}
      {item.status === 'failed' && (
        <span className="uploader__failed" role="alert">
          <span className="uploader__error" data-testid="upload-error">
            {item.error}
          </span>
          {item.retryable && (
            <button type="button" className="uploader__retry" onClick={onRetry}>
              <RotateCw aria-hidden size={14} /> {t('upload.retry')}
            </button>
          )}
        </span>
      )}
      <button type="button" className="uploader__remove" onClick={onRemove} aria-label={t('upload.remove')} data-testid="upload-remove">
        <span className="uploader__remove-icon">
          <X aria-hidden size={16} />
        </span>
      </button>
    </li>
  );
}
