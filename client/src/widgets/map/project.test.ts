import { describe, expect, it } from 'vitest';
import { lngLatOf, projection } from './project';

const DUJIANGYAN = { longitude: 103.6199, latitude: 30.9989 };

describe('the drawn map', () => {
  it('a lone place stands in the middle of the box', () => {
    const project = projection([DUJIANGYAN], 320, 220);
    expect(project(DUJIANGYAN)).toEqual({ x: 160, y: 110 });
  });

  it('places keep their order and scale: west left, north up, the wider span filling the box less its margin', () => {
    const a = { longitude: 104.0, latitude: 30.6 };
    const b = { longitude: 104.1, latitude: 30.7 };
    const project = projection([a, b], 320, 220, 16);
    const [pa, pb] = [project(a), project(b)];
    expect(pa.x).toBeLessThan(pb.x);
    expect(pa.y).toBeGreaterThan(pb.y);
    // the latitude span (0.1°) is the taller one once longitude is scaled by cos(30.65°): it fills 220 - 2 × 16
    expect(pa.y - pb.y).toBeCloseTo(188, 6);
    expect((pa.x + pb.x) / 2).toBeCloseTo(160, 6);
    expect((pa.y + pb.y) / 2).toBeCloseTo(110, 6);
  });
});

describe("a link's coordinates", () => {
  it('numbers on the globe are a point', () => {
    expect(lngLatOf('103.6199', '30.9989')).toEqual(DUJIANGYAN);
    expect(lngLatOf('-180', '90')).toEqual({ longitude: -180, latitude: 90 });
    expect(lngLatOf('0', '0')).toEqual({ longitude: 0, latitude: 0 });
  });

  it('anything else is no point: not numbers, empty, off the globe', () => {
    expect(lngLatOf('abc', '30.9')).toBeNull();
    expect(lngLatOf('103.6', '')).toBeNull();
    expect(lngLatOf(' ', '30.9')).toBeNull();
    expect(lngLatOf('Infinity', '30.9')).toBeNull();
    expect(lngLatOf('180.5', '30.9')).toBeNull();
    expect(lngLatOf('103.6', '-90.01')).toBeNull();
    expect(lngLatOf('30.9989', '103.6199')).toBeNull();
  });
});
