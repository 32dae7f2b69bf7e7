/**
 * The video address a /video-player link carries (`?src=`), if the page may play it: a path of
 * this site or an http(s) address. Anything else (another scheme, a protocol-relative `//host`,
 * nothing) is refused, so a crafted link cannot make the page load what it should not.
 */
export function playableSource(src: string | null): string | null {
  if (!src) return null;
  if (src.startsWith('/')) return src.startsWith('//') ? null : src;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
