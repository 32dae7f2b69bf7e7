import { useState } from 'react';

/**
 * An image with a neutral placeholder while loading and when it fails. `alt=""` marks a
 * decorative picture (a card's cover beside its own title): screen readers skip it and its
 * placeholder alike, so a card is announced by its title once, not twice.
 */
export function Img({ src, alt, className, eager = false }: { src?: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const cls = `img ${className ?? ''}`;
  if (!src || failed)
    return alt ? (
      <div className={`${cls} img--empty`} role="img" aria-label={alt} />
    ) : (
      <div className={`${cls} img--empty`} aria-hidden="true" />
    );
  return <img className={cls} src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailed(true)} />;
}
