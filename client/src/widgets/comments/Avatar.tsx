import { Img } from '../Img';

/** A comment's or reply's author picture; the name's first letter when there is none. */
export function Avatar({ url, name, small = false }: { url?: string | null; name: string; small?: boolean }) {
  const cls = small ? 'avatar avatar--small' : 'avatar';
  if (url) return <Img src={url} alt={name} className={cls} />;
  return (
    <span className={`${cls} avatar--letter`} aria-hidden>
      {Array.from(name || '?')[0]}
    </span>
  );
}
