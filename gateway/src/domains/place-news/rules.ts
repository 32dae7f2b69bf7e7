/** The rules of a place's news. */

/** How many of a place's news its detail page shows; with more, it links to the full list. */
export const NEWS_PREVIEW_SIZE = 2;

/** The upstream ids a path may carry (a place's id). */
export function validResourceId(id: string): boolean {
  return /^[\w-]{1,64}$/.test(id);
}

/** The in-app path of a place's full news list. */
export function placeNewsPath(resourceType: string, id: string): string {
  return `/venues-news/${encodeURIComponent(id)}/${encodeURIComponent(resourceType)}`;
}
