/** The longest keyword a search takes (`searchPlaces`, `recordSearch`): the search box's limit. */
export const SEARCH_KEYWORD_MAX = 50;
