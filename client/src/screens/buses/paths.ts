/** The bus enquiry's addresses (the spec's paths take their values as query parameters). */

export type BusSearchBy = 'line' | 'stop';

export const busSearchBy = (value: string | null): BusSearchBy => (value === 'stop' ? 'stop' : 'line');

export const busSearchPath = (by: BusSearchBy) => `/bus-search?by=${by}`;

export const busResultsPath = (by: BusSearchBy, keyword: string) => `/bus-results?by=${by}&keyword=${encodeURIComponent(keyword)}`;

/** A line's page, with the stop whose next buses it shows (and the direction drawn) when given. */
export function busDescPath(line: string, stop?: string | null, direction?: string | null): string {
  const params = new URLSearchParams({ line });
  if (stop) params.set('stop', stop);
  if (direction) params.set('dir', direction);
  return `/bus-desc?${params.toString()}`;
}
