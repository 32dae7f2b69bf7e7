import type { LngLat } from './project';

export type { LngLat } from './project';

/** One place on a map: a marker named for screen readers, with the number it has in a list beside the map. */
export interface MapPin extends LngLat {
  id: string;
  /** What a screen reader says for the marker: the place, and its distance when known. */
  name: string;
  /** The short text on the marker (its number in the list); a dot without it. */
  label?: string;
  /** A colour variant of the marker (`map-pin--<tone>` in map.css or the screen's own styles). */
  tone?: string;
}

export interface MapViewProps {
  pins: readonly MapPin[];
  /** The visitor's position, drawn as a dot among the pins. */
  you?: LngLat | null;
  /** The pin whose row or card is shown. */
  selected?: string | null;
  onSelect(id: string): void;
  /** The map's accessible name ("Map of the venues"). */
  label: string;
  /** Pins at one point, or closer than a marker at the current zoom, merge into one marker with their count (the default). */
  cluster?: boolean;
}
