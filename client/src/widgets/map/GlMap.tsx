import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import maplibre from 'maplibre-gl/dist/maplibre-gl-csp.js';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import DrawnMap from './DrawnMap';
import { cameraFor, type Camera } from './camera';
import { placer } from './clusters';
import { clusterElement, pinElement, youElement } from './markers';
import { mapStyle } from './style';
import type { MapViewProps } from './types';

maplibre.setWorkerUrl(new URL(workerUrl, document.baseURI).href);

const MAX_ZOOM = 17;
const FIT = { padding: 48, maxZoom: 15, animate: false } as const;

/** The constructor's options for a first view (see `cameraFor`). */
function initial(camera: Camera) {
  return 'bounds' in camera ? { bounds: camera.bounds, fitBoundsOptions: FIT } : { center: camera.center, zoom: camera.zoom };
}

/** The map moved to a view at once (the points changed). */
function look(map: MapLibreMap, camera: Camera): void {
  if ('bounds' in camera) map.fitBounds(camera.bounds, FIT);
  else map.jumpTo({ center: camera.center, zoom: camera.zoom });
}

/**
 * The map on MapLibre GL over the project's basemap: the pins as HTML markers, clustered where
 * they meet at the current zoom (a cluster's tap zooms in until it splits). The container's
 * `data-map-state` is `idle` once the map has drawn what was asked and its markers stand (tests wait
 * on it, never on time). Where the map cannot start after all (no WebGL context), the drawn pins.
 */
export default function GlMap(props: MapViewProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const markers = useRef(new Map<string, Marker>());
  const { pins, cluster = true, selected } = props;
  const youAt = props.you ?? null;
  const places = useMemo(() => placer(pins, cluster, MAX_ZOOM), [pins, cluster]);

  // the map itself, once
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const { pins: first, you } = latest.current;
    const all = you ? [...first, you] : first;
    try {
      const m = new maplibre.Map({
        container,
        style: mapStyle(),
        ...initial(cameraFor(all)),
        maxZoom: MAX_ZOOM,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
      m.touchZoomRotate.disableRotation();
      m.on('movestart', () => {
        container.dataset.mapState = 'busy';
      });
      m.on('idle', () => {
        container.dataset.mapState = 'idle';
      });
      setMap(m);
      return () => m.remove();
    } catch {
      setFailed(true);
    }
  }, []);

  // the markers for the view: again after each move and when the pins change
  useEffect(() => {
    if (!map) return;
    const shown = markers.current;
    const draw = () => {
      const b = map.getBounds();
      const wanted = places.place([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom());
      const keys = new Set(wanted.map((w) => w.key));
      for (const [key, marker] of shown) {
        if (keys.has(key)) continue;
        marker.remove();
        shown.delete(key);
      }
      for (const w of wanted) {
        if (shown.has(w.key)) continue;
        const marker =
          w.kind === 'pin'
            ? new maplibre.Marker({
                element: pinElement(w.pin, w.pin.id === latest.current.selected, () => latest.current.onSelect(w.pin.id)),
              }).setLngLat([w.pin.longitude, w.pin.latitude])
            : new maplibre.Marker({
                element: clusterElement(w.count, t('mapView.cluster', { count: w.count }), () =>
                  map.easeTo({ center: w.at, zoom: Math.min(places.expansionZoom(w.id), MAX_ZOOM), duration: 300 }),
                ),
              }).setLngLat(w.at);
        shown.set(w.key, marker.addTo(map));
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      for (const marker of shown.values()) marker.remove();
      shown.clear();
    };
  }, [map, places, t]);

  // new pins: the view fitted to them (and the visitor) again
  const fitted = useRef(pins);
  useEffect(() => {
    if (!map || fitted.current === pins) return;
    fitted.current = pins;
    look(map, cameraFor(youAt ? [...pins, youAt] : pins));
  }, [map, pins, youAt]);

  // the visitor's dot
  useEffect(() => {
    if (!map || !youAt) return;
    const marker = new maplibre.Marker({ element: youElement(t('mapView.you')) }).setLngLat([youAt.longitude, youAt.latitude]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, youAt, t]);

  // the picked pin stands out (markers drawn later read it when they are made)
  useEffect(() => {
    for (const [key, marker] of markers.current) {
      if (!key.startsWith('p')) continue;
      const on = key === `p${selected}`;
      const el = marker.getElement();
      el.classList.toggle('map-pin--on', on);
      el.setAttribute('aria-pressed', String(on));
    }
  }, [selected]);

  if (failed) return <DrawnMap {...props} />;
  return <div ref={box} className="map-view map-view--gl" role="region" aria-label={props.label} data-map="gl" data-map-state="busy" />;
}
