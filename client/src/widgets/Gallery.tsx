import { useRef, useState } from 'react';
import { Img } from './Img';
import { PhotoViewer } from './media/PhotoViewer';

export interface GalleryImage {
  readonly url: string;
  readonly alt: string;
}

/** What a gallery whose pictures open full screen says about them. */
export interface GalleryViewer {
  /** The full-screen viewer's name. */
  label: string;
  /** Its previous / next buttons' names. */
  stepLabels: { previous: string; next: string };
  /** A picture's button: "open photo 2 of 5". */
  openLabel(position: number, total: number): string;
}

/**
 * A swipeable image gallery (scroll-snap) with a position counter. `fit`: `cover` fills a fixed
 * frame (a place's pictures), `contain` shows each picture whole on dark (a visitor's photos).
 * With `viewer`, a tap on a picture opens it in the full-screen photo viewer.
 */
export function Gallery({
  images,
  alt,
  fit = 'cover',
  viewer,
}: {
  images: ReadonlyArray<GalleryImage>;
  alt: string;
  fit?: 'cover' | 'contain';
  viewer?: GalleryViewer;
}) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  if (images.length === 0) return <Img src={null} alt={alt} className="gallery__empty" />;
  return (
    <div className={`gallery gallery--${fit}`} data-testid="gallery">
      <div
        className="gallery__track"
        ref={ref}
        // Scrollable sideways from the keyboard too (arrow keys once focused).
        tabIndex={0}
        role="region"
        aria-label={alt}
        onScroll={(e) => {
          const el = e.currentTarget;
          setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((img, i) => (
          <div className="gallery__slide" key={`${img.url}-${i}`}>
            {viewer ? (
              <button
                type="button"
                className="gallery__open"
                onClick={() => setOpen(i)}
                aria-label={viewer.openLabel(i + 1, images.length)}
                data-testid="gallery-photo"
              >
                <Img src={img.url} alt={img.alt || alt} className="gallery__img" eager={i === 0} />
              </button>
            ) : (
              <Img src={img.url} alt={img.alt || alt} className="gallery__img" eager={i === 0} />
            )}
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <span className="gallery__counter">
          {Math.min(index + 1, images.length)}/{images.length}
        </span>
      )}
      {viewer && open !== null && (
        <PhotoViewer photos={images} start={open} label={viewer.label} stepLabels={viewer.stepLabels} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
