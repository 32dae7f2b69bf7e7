import { describe, expect, it } from 'vitest';
import { comfort, comfortLevel } from '../../src/domains/places/comfort.ts';

describe('comfort thresholds', () => {
  it.each([
    [0, 'VERY_COMFORTABLE'],
    [0.3, 'VERY_COMFORTABLE'],
    [0.30001, 'COMFORTABLE'],
    [0.4999, 'COMFORTABLE'],
    [0.5, 'GENERAL'],
    [0.5999, 'GENERAL'],
    [0.6, 'CROWDED'],
    [0.7999, 'CROWDED'],
    [0.8, 'VERY_CROWDED'],
    [1.4, 'VERY_CROWDED'],
  ] as const)('%s → %s', (occupancy, level) => {
    expect(comfortLevel(occupancy)).toBe(level);
  });

  it('missing data is GENERAL', () => {
    expect(comfortLevel(null)).toBe('GENERAL');
    expect(comfortLevel(undefined)).toBe('GENERAL');
    expect(comfortLevel(Number.NaN)).toBe('GENERAL');
    expect(comfort(null, 1000)).toEqual({ level: 'GENERAL', occupancy: null, visitors: null, capacity: 1000 });
    expect(comfort(100, 0)).toEqual({ level: 'GENERAL', occupancy: null, visitors: 100, capacity: 0 });
    expect(comfort(100, null).occupancy).toBeNull();
  });

  it('computes occupancy from visitors and capacity', () => {
    expect(comfort(300, 1000)).toEqual({ level: 'VERY_COMFORTABLE', occupancy: 0.3, visitors: 300, capacity: 1000 });
    expect(comfort(800, 1000).level).toBe('VERY_CROWDED');
    expect(comfort(500, 1000).level).toBe('GENERAL');
  });
});
