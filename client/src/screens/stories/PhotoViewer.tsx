import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';

export interface ViewerPhoto {
  readonly url: string;
  readonly alt: string;
}

/**
 * The full-screen photo viewer (doc 2 §2.2): swipe (scroll-snap) or the arrows / arrow keys from
 * one photo to the next, a position counter, Escape or the close button to leave; focus moves into
 * the viewer and back to what opened it.
 */
export function PhotoViewer({ photos, start, onClose }: { photos: readonly ViewerPhoto[]; start: number; onClose(): void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const track = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const el = track.current;
    if (el) el.scrollLeft = start * el.clientWidth;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      opener?.focus?.();
    };
  }, [start]);

  const go = (next: number) => {
    const target = Math.max(0, Math.min(photos.length - 1, next));
    const el = track.current;
    if (el) el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  return createPortal(
    <div
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('stories.viewer', { index: index + 1, total: photos.length })}
      data-testid="photo-viewer"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        else if (e.key === 'ArrowRight') go(index + 1);
        else if (e.key === 'ArrowLeft') go(index - 1);
      }}
    >
      <div className="photo-viewer__bar">
        <span aria-live="polite" className="photo-viewer__count" data-testid="photo-viewer-counter">
          {index + 1}/{photos.length}
        </span>
        <button ref={close} type="button" className="icon-button" onClick={onClose} aria-label={t('stories.closeViewer')} data-testid="photo-viewer-close">
          <X aria-hidden size={26} />
        </button>
      </div>
      <div
        className="photo-viewer__track"
        ref={track}
        tabIndex={0}
        role="group"
        aria-label={t('stories.viewerPhotos')}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {photos.map((p, i) => (
          <div className="photo-viewer__slide" key={`${p.url}-${i}`} aria-hidden={i !== index}>
            <img src={p.url} alt={p.alt} loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
      {photos.length > 1 && index > 0 && (
        <button type="button" className="icon-button photo-viewer__nav photo-viewer__nav--prev" onClick={() => go(index - 1)} aria-label={t('stories.previousPhoto')}>
          <ChevronLeft aria-hidden size={28} />
        </button>
      )}
      {photos.length > 1 && index < photos.length - 1 && (
        <button type="button" className="icon-button photo-viewer__nav photo-viewer__nav--next" onClick={() => go(index + 1)} aria-label={t('stories.nextPhoto')} data-testid="photo-viewer-next">
          <ChevronRight aria-hidden size={28} />
        </button>
      )}
    </div>,
    document.body,
  );
}

/** The pictures of a story page: swipe through them, tap one to open the viewer. */
export function StoryGallery({ photos, title }: { photos: readonly ViewerPhoto[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return null;
  return (
    <div className="story-gallery" data-testid="story-gallery">
      <div
        className="story-gallery__track"
        role="region"
        aria-label={title}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {photos.map((p, i) => (
          <div className="story-gallery__slide" key={`${p.url}-${i}`}>
            <button type="button" onClick={() => setOpen(i)} aria-label={t('stories.openPhoto', { index: i + 1, total: photos.length })} data-testid="story-photo">
              <img className="img" src={p.url} alt={p.alt} loading={i === 0 ? 'eager' : 'lazy'} />
            </button>
          </div>
        ))}
      </div>
      {photos.length > 1 && (
        <span className="badge badge--dark story-gallery__counter">
          {Math.min(index + 1, photos.length)}/{photos.length}
        </span>
      )}
      {open !== null && <PhotoViewer photos={photos} start={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
