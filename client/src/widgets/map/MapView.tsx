import { lazy, Suspense } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { mapTexts } from './texts';
import { hasWebGL } from './webgl';
import type { MapViewProps } from './types';
import './map.css';

// MapLibre GL and its styles are a chunk of their own, asked only by a screen that draws a map and
// only where WebGL runs; elsewhere the project's drawn pins
const GlMap = lazy(() => Promise.all([import('./GlMap'), ensureFamilyTexts(mapTexts)]).then(([m]) => m));
const DrawnMap = lazy(() => Promise.all([import('./DrawnMap'), ensureFamilyTexts(mapTexts)]).then(([m]) => m));

/** A map of places: numbered HTML markers over the project's basemap, the visitor's dot; nothing without places. */
export function MapView(props: MapViewProps) {
  if (props.pins.length === 0) return null;
  const View = hasWebGL() ? GlMap : DrawnMap;
  return (
    <Suspense fallback={<div className="map-view map-view--loading" aria-hidden data-map-state="busy" />}>
      <View {...props} />
    </Suspense>
  );
}
