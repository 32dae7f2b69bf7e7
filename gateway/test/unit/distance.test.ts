import { describe, expect, it } from 'vitest';
import { distanceMetres } from '../../src/core/geo.ts';
import { distanceText } from '../../src/domains/places/distance.ts';

describe('distance text', () => {
  it('metres with two decimals below 1000 m', () => {
    expect(distanceText(856.25, false)).toBe('856.25m');
    expect(distanceText(0, false)).toBe('0.00m');
    expect(distanceText(999.994, false)).toBe('999.99m');
  });
  it('kilometres with two decimals from 1000 m', () => {
    expect(distanceText(1000, false)).toBe('1.00km');
    expect(distanceText(12_400, false)).toBe('12.40km');
    expect(distanceText(999.996, false)).toBe('1.00km');
  });
  it('French sites use a comma', () => {
    expect(distanceText(856.25, true)).toBe('856,25m');
    expect(distanceText(12_400, true)).toBe('12,40km');
  });
});

describe('haversine', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { longitude: 104.06573, latitude: 30.65946 };
    const b = { longitude: 104.08, latitude: 30.67 };
    expect(distanceMetres(a, a)).toBe(0);
    expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
  });
  it('matches a known distance (one degree of latitude ≈ 111.2 km)', () => {
    expect(distanceMetres({ longitude: 104, latitude: 30 }, { longitude: 104, latitude: 31 }) / 1000).toBeCloseTo(111.19, 1);
  });
  it('Chengdu to Jiuzhaigou is roughly 280 km', () => {
    const km = distanceMetres({ longitude: 104.0657, latitude: 30.6595 }, { longitude: 103.9187, latitude: 33.26 }) / 1000;
    expect(km).toBeGreaterThan(280);
    expect(km).toBeLessThan(295);
  });
});
