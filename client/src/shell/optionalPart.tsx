import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A part's chunk: its module, whose default export is the part. */
export type PartLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** The parts whose chunk has arrived, by their loader. */
const loaded = new WeakMap<object, unknown>();

/**
 * A part of the shell that loads with its first showing (its own chunk, `load`) and may be
 * missing: until its chunk is there, and when it cannot be fetched (offline before the service
 * worker holds it), it renders nothing; the next showing tries again. Unlike `lazy`, a failed fetch
 * never reaches an error boundary, so the page around it keeps working.
 */
export function OptionalPart<P extends object>({ load, props }: { load: PartLoader<P>; props: P }): ReactNode {
  const [Part, setPart] = useState(() => (loaded.get(load) as ComponentType<P> | undefined) ?? null);
  useEffect(() => {
    if (Part) return undefined;
    let shown = true;
    load().then(
      (m) => {
        loaded.set(load, m.default);
        if (shown) setPart(() => m.default);
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [Part, load]);
  return Part ? <Part {...props} /> : null;
}
