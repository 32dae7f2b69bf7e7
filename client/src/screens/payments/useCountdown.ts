import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (ISO), counted down every second on the device; null without a deadline. */
export function useCountdown(deadline: string | null | undefined): number | null {
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}

/** "14:05" (minutes and seconds), or "1:02:05" past an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
