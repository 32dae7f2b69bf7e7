import { useRef, useState } from 'react';
import { Img } from './Img';

export interface GalleryImage {
  readonly url: string;
  readonly alt: string;
}

/** A swipeable image gallery (scroll-snap) with a position counter. */
export function Gallery({ images, alt }: { images: ReadonlyArray<GalleryImage>; alt: string }) {
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  if (images.length === 0) return <Img src={null} alt={alt} className="gallery__empty" />;
  return (
    <div className="gallery" data-testid="gallery">
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
            <Img src={img.url} alt={img.alt || alt} className="gallery__img" eager={i === 0} />
          </div>
        ))}
      </div>
      {images.length > 1 && (
        <span className="gallery__counter">
          {Math.min(index + 1, images.length)}/{images.length}
        </span>
      )}
    </div>
  );
}
