import { useEffect, useRef } from 'react';

/** The next page loads when the user is within 240 px of the bottom. */
export const LOAD_THRESHOLD_PX = 240;

/**
 * Calls `loadNext` when the window is scrolled within 240 px of the bottom, only when there is a
 * next page and no request is pending. Re-checks after every change (a short first page loads on).
 */
export function useInfiniteScroll(hasNext: boolean, loading: boolean, loadNext: () => void): void {
  const state = useRef({ hasNext, loading, loadNext });
  state.current = { hasNext, loading, loadNext };

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const s = state.current;
      if (!s.hasNext || s.loading) return;
      const doc = document.documentElement;
      const distance = doc.scrollHeight - (window.scrollY + window.innerHeight);
      if (distance <= LOAD_THRESHOLD_PX) s.loadNext();
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!hasNext || loading) return;
    const id = window.setTimeout(() => {
      const doc = document.documentElement;
      if (doc.scrollHeight - (window.scrollY + window.innerHeight) <= LOAD_THRESHOLD_PX) state.current.loadNext();
    }, 50);
    return () => window.clearTimeout(id);
  }, [hasNext, loading]);
}
