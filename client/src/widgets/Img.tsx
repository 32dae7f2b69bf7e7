import { useState } from 'react';

/** An image with a neutral placeholder while loading and when it fails. */
export function Img({ src, alt, className, eager = false }: { src?: string | null; alt: string; className?: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  const cls = `img ${className ?? ''}`;
  if (!src || failed) return <div className={`${cls} img--empty`} role="img" aria-label={alt} />;
  return (
    <img
      className={cls}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
