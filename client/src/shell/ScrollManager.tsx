import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The scroll position is saved per route and restored 500 ms after returning. */
export const RESTORE_DELAY_MS = 500;
/** The home, activity, time and user tabs start at the top: these pages are excluded from scroll-position restore. */
const NO_RESTORE = new Set(['/index', '/activity', '/time', '/user']);

const positions = new Map<string, number>();
let activeKey = '';

/** Resets scroll to the top on navigation and restores the saved position on back. */
export function ScrollManager() {
  const location = useLocation();
  const navType = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const save = () => {
      frame = 0;
      positions.set(activeKey, window.scrollY);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(save);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useLayoutEffect(() => {
    activeKey = location.key;
    const saved = positions.get(location.key);
    if (navType === 'POP' && saved != null && saved > 0 && !NO_RESTORE.has(location.pathname)) {
      const id = window.setTimeout(() => window.scrollTo(0, saved), RESTORE_DELAY_MS);
      return () => window.clearTimeout(id);
    }
    window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.pathname, navType]);

  return null;
}
