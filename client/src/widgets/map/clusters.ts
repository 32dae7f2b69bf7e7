import Supercluster from 'supercluster';
import type { MapPin } from './types';

/** A marker to draw at the current zoom: one place, or several close ones with their count. */
export type Placed =
  | { kind: 'pin'; key: string; pin: MapPin }
  | { kind: 'cluster'; key: string; id: number; count: number; at: [number, number] };

/** A marker is a 44 px tap target: pins closer than that at a zoom merge into one cluster. */
const RADIUS = 44;

/**
 * The markers of `pins` in a view (`bbox` west, south, east, north) at `zoom`: with `cluster` the
 * close ones merged (supercluster, the clustering MapLibre's own GeoJSON source uses), else each pin.
 */
export function placer(pins: readonly MapPin[], cluster: boolean, maxZoom: number) {
  const index = new Supercluster<{ pin: MapPin }>({ radius: RADIUS, maxZoom: maxZoom - 1 });
  index.load(
    pins.map((pin) => ({ type: 'Feature', properties: { pin }, geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] } })),
  );
  return {
    place(bbox: [number, number, number, number], zoom: number): Placed[] {
      if (!cluster) return pins.map((pin) => ({ kind: 'pin', key: `p${pin.id}`, pin }));
      return index.getClusters(bbox, Math.floor(zoom)).map((f): Placed => {
        const p = f.properties;
        return 'cluster' in p && p.cluster
          ? {
              kind: 'cluster',
              key: `c${p.cluster_id}`,
              id: p.cluster_id,
              count: p.point_count,
              at: f.geometry.coordinates as [number, number],
            }
          : { kind: 'pin', key: `p${(p as { pin: MapPin }).pin.id}`, pin: (p as { pin: MapPin }).pin };
      });
    },
    /** The zoom at which a cluster splits. */
    expansionZoom: (id: number) => index.getClusterExpansionZoom(id),
  };
}
