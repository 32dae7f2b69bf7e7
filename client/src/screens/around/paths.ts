/** The search around's page: around the visitor (`/search-around`) or around a place (`?placeId=…&name=…`). */
export function aroundPath(place?: { id: string; name: string }): string {
  return place ? `/search-around?placeId=${encodeURIComponent(place.id)}&name=${encodeURIComponent(place.name)}` : '/search-around';
}
