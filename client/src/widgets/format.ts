const LOCALE: Record<string, string> = { CN: 'zh-CN', EN: 'en-GB', FRENCH: 'fr-FR', JAPANESE: 'ja-JP', KOREAN: 'ko-KR' };

/** A date in the UI language, shown in China time (the platform's time zone). */
export function formatDate(iso: string, lang: string, withTime = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE[lang] ?? 'zh-CN', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'Asia/Shanghai',
  }).format(d);
}
