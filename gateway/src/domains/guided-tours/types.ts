/** Upstream rows of the guided-tours domain (API.md "Guided tours") and the sources of its types. */

export interface TourRow {
  id: string | number;
  title?: string | null;
  summary?: string | null;
  coverImg?: string | null;
  level?: string | number | null;
  levelName?: string | null;
  scenicId?: string | number | null;
  scenicName?: string | null;
  pointNum?: string | number | null;
  viewNum?: string | number | null;
  [key: string]: unknown;
}

export interface TourPointRow {
  id: string | number;
  name?: string | null;
  type?: string | null;
  typeName?: string | null;
  summary?: string | null;
  x?: string | number | null;
  y?: string | number | null;
  longitude?: string | number | null;
  latitude?: string | number | null;
  audioUrl?: string | null;
  audioTime?: string | number | null;
  imgUrl?: string | null;
}

export interface TourDetailRow extends TourRow {
  mapUrl?: string | null;
  mapWidth?: string | number | null;
  mapHeight?: string | number | null;
  west?: string | number | null;
  east?: string | number | null;
  south?: string | number | null;
  north?: string | number | null;
  points?: TourPointRow[] | null;
}

export interface TourRouteRow {
  id: string | number;
  name?: string | null;
  summary?: string | null;
  duration?: string | number | null;
  distance?: string | number | null;
  pointIds?: string | null;
}

export interface TourCountRow {
  type?: string | null;
  typeName?: string | null;
  num?: string | number | null;
}

export interface TourLevelRow {
  level?: string | number | null;
  levelName?: string | null;
  num?: string | number | null;
}

export interface GuidedTourSource {
  __typename: 'GuidedTour';
  id: string;
  row: TourRow;
}

export interface TourMapSource {
  image: string;
  width: number;
  height: number;
  west: number;
  east: number;
  south: number;
  north: number;
}

export interface TourPointSource {
  tourId: string;
  row: TourPointRow;
}

export interface TourRouteSource {
  tourId: string;
  row: TourRouteRow;
  points: TourPointSource[];
}

export interface TourMapPositionSource {
  x: number;
  y: number;
  onMap: boolean;
  nearest: TourPointSource | null;
  meters: number | null;
  atPoint: boolean;
  french: boolean;
}
