import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import './media-widgets.css';

export interface ViewerPhoto {
  readonly url: string;
  readonly alt: string;
  readonly caption?: string | null;
}

/**
 * The full-screen photo viewer: one picture at a time on black, swiped sideways (scroll snap) or
 * stepped with the arrow buttons and keys, its position counted, Escape or the close button to
 * leave. It covers the page (rendered into the body, the page behind it kept from scrolling), takes
 * the focus and gives it back to what opened it. `onIndex` follows the picture shown (the address
 * may carry it).
 */
export function PhotoViewer({
  photos,
  start,
  label,
  stepLabels,
  onClose,
  onIndex,
}: {
  photos: ReadonlyArray<ViewerPhoto>;
  start: number;
  label: string;
  /** The previous / next buttons' names. */
  stepLabels: { previous: string; next: string };
  onClose(): void;
  onIndex?(index: number): void;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const first = Math.min(Math.max(0, start), Math.max(0, photos.length - 1));
  const [index, setIndex] = useState(first);
  // scroll events count only once the visitor swipes (not the opening jump, nor snapping after it)
  const swiping = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on opening only: later moves come from the visitor
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = track.current;
    if (el) el.scrollLeft = first * el.clientWidth;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
    // only on opening: later moves come from the user
  }, []);

  const go = (to: number) => {
    const el = track.current;
    const target = Math.min(Math.max(0, to), photos.length - 1);
    if (el) el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
    onIndex?.(target);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'ArrowRight') go(index + 1);
      else if (e.key === 'ArrowLeft') go(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const photo = photos[index];
  return createPortal(
    <div className="photo-viewer" role="dialog" aria-modal="true" aria-label={label} data-testid="photo-viewer">
      <div
        className="photo-viewer__track"
        ref={track}
        // swiped by touch, stepped by the arrow keys once focused
        tabIndex={0}
        role="region"
        aria-label={label}
        onPointerDown={() => (swiping.current = true)}
        onTouchStart={() => (swiping.current = true)}
        onWheel={() => (swiping.current = true)}
        onScroll={(e) => {
          if (!swiping.current) return;
          const el = e.currentTarget;
          const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (i !== index && i >= 0 && i < photos.length) {
            setIndex(i);
            onIndex?.(i);
          }
        }}
      >
        {photos.map((p, i) => (
          <figure className="photo-viewer__slide" key={`${p.url}-${i}`} aria-hidden={i !== index}>
            <img
              src={p.url}
              alt={p.alt}
              className="photo-viewer__img"
              loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
              data-testid={i === index ? 'photo-viewer-current' : undefined}
            />
          </figure>
        ))}
      </div>
      <div className="photo-viewer__bar">
        <span className="photo-viewer__count" aria-live="polite" data-testid="photo-viewer-count">
          {index + 1}/{photos.length}
        </span>
        <button
          type="button"
          ref={closeRef}
          className="photo-viewer__btn"
          onClick={onClose}
          aria-label={t('common.close')}
          data-testid="photo-viewer-close"
        >
          <X size={24} aria-hidden />
        </button>
      </div>
      {photo?.caption && <p className="photo-viewer__caption">{photo.caption}</p>}
      {index > 0 && (
        <button
          type="button"
          className="photo-viewer__btn photo-viewer__prev"
          onClick={() => go(index - 1)}
          aria-label={stepLabels.previous}
          data-testid="photo-viewer-prev"
        >
          <ChevronLeft size={28} aria-hidden />
        </button>
      )}
      {index < photos.length - 1 && (
        <button
          type="button"
          className="photo-viewer__btn photo-viewer__next"
          onClick={() => go(index + 1)}
          aria-label={stepLabels.next}
          data-testid="photo-viewer-next"
        >
          <ChevronRight size={28} aria-hidden />
        </button>
      )}
    </div>,
    document.body,
  );
}
