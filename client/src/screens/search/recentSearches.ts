/** The person's recent search words, kept on this device (newest first, at most 10). */
const KEY = 'recentSearches';
export const MAX_RECENT = 10;

export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(keyword: string): void {
  const next = [keyword, ...recentSearches().filter((k) => k !== keyword)].slice(0, MAX_RECENT);
  localStorage.setItem(KEY, JSON.stringify(next));
}

export function clearRecentSearches(): void {
  localStorage.removeItem(KEY);
}
