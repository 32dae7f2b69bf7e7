import type { StyleSpecification } from 'maplibre-gl';
import regionsUrl from './basemap/demo-regions.json?url';

/**
 * A tile style URL that replaces the packaged basemap (`VITE_MAP_STYLE_URL` at build time; its
 * origin must be allowed by the gateway's CSP_MEDIA_ORIGINS). Unset: the project's own basemap.
 */
const CONFIGURED_STYLE: string | undefined = import.meta.env.VITE_MAP_STYLE_URL || undefined;

/**
 * The project's basemap: the demo regions' county boundaries (a GeoJSON file of the build, see
 * scripts/basemap.mjs) as filled areas with their borders. No text layers, so no glyphs or
 * sprites: names are on the HTML markers.
 */
function packagedStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { regions: { type: 'geojson', data: new URL(regionsUrl, document.baseURI).href } },
    layers: [
      { id: 'ground', type: 'background', paint: { 'background-color': '#e8eef2' } },
      { id: 'areas', type: 'fill', source: 'regions', paint: { 'fill-color': '#f7f5ef' } },
      { id: 'borders', type: 'line', source: 'regions', paint: { 'line-color': '#b9b2a3', 'line-width': 1 } },
    ],
  };
}

export function mapStyle(): StyleSpecification | string {
  return CONFIGURED_STYLE ?? packagedStyle();
}
