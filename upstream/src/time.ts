/** Dates as the backend prints them: "yyyy-MM-dd HH:mm:ss" in China time (UTC+8). */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

export function formatChinaTime(epochMs: number): string {
  const d = new Date(epochMs + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Fixed reference instant for the demo data set (2025-11-20 10:00:00 China time): keeps seeding deterministic. */
export const DEMO_NOW_MS = Date.UTC(2025, 10, 20, 2, 0, 0);
