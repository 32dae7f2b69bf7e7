export type ComfortLevel = 'VERY_COMFORTABLE' | 'COMFORTABLE' | 'GENERAL' | 'CROWDED' | 'VERY_CROWDED';

export interface ComfortValue {
  level: ComfortLevel;
  occupancy: number | null;
  visitors: number | null;
  capacity: number | null;
}

/**
 * The comfort levels by crowding: ≤0.3 very comfortable; >0.3 and <0.5 comfortable; 0.5 to <0.6 general (also for
 * missing data); 0.6 to <0.8 crowded; ≥0.8 very crowded.
 */
export function comfortLevel(occupancy: number | null | undefined): ComfortLevel {
  if (occupancy === null || occupancy === undefined || !Number.isFinite(occupancy) || occupancy < 0) return 'GENERAL';
  if (occupancy <= 0.3) return 'VERY_COMFORTABLE';
  if (occupancy < 0.5) return 'COMFORTABLE';
  if (occupancy < 0.6) return 'GENERAL';
  if (occupancy < 0.8) return 'CROWDED';
  return 'VERY_CROWDED';
}

export function comfort(visitors: number | null, capacity: number | null): ComfortValue {
  const occupancy = visitors !== null && capacity !== null && capacity > 0 && visitors >= 0 ? visitors / capacity : null;
  return { level: comfortLevel(occupancy), occupancy, visitors, capacity };
}
