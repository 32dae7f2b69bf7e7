import { useEffect, useState } from 'react';

/**
 * A module loaded the first time `when` is true (a dialog's code, asked when it first opens), null
 * until it is there. Unlike `lazy` it draws nothing through Suspense, whose reveal waits on timers
 * (a page whose clock stands still would never show it).
 */
export function useLoadedWhen<T>(when: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let live = true;
    void load().then((m) => {
      if (live) setLoaded(() => m);
    });
    return () => {
      live = false;
    };
  }, [when, loaded, load]);
  return loaded;
}
