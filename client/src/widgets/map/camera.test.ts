import { describe, expect, it } from 'vitest';
import { cameraFor, SPOT_ZOOM } from './camera';

const DUJIANGYAN = { longitude: 103.6199, latitude: 30.9989 };

describe('the first view of a map', () => {
  it('a lone place is its own centre at the street zoom, not a box of no size', () => {
    expect(cameraFor([DUJIANGYAN])).toEqual({ center: [103.6199, 30.9989], zoom: SPOT_ZOOM });
  });

  it('places at the same coordinates are one spot too', () => {
    expect(cameraFor([DUJIANGYAN, { ...DUJIANGYAN }])).toEqual({ center: [103.6199, 30.9989], zoom: SPOT_ZOOM });
  });

  it('places apart, even along one line, are the box around them', () => {
    const east = { longitude: 103.7, latitude: 30.9989 };
    expect(cameraFor([east, DUJIANGYAN])).toEqual({
      bounds: [
        [103.6199, 30.9989],
        [103.7, 30.9989],
      ],
    });
    expect(cameraFor([DUJIANGYAN, { longitude: 104.07, latitude: 30.67 }])).toEqual({
      bounds: [
        [103.6199, 30.67],
        [104.07, 30.9989],
      ],
    });
  });
});
