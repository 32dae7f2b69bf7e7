import { describe, expect, it } from 'vitest';
import { clock } from './clock';

describe('clock (players, recordings and timers)', () => {
  it('m:ss under an hour, h:mm:ss from an hour on; never negative, fractions dropped', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(59.9)).toBe('0:59');
    expect(clock(61)).toBe('1:01');
    expect(clock(3599)).toBe('59:59');
    expect(clock(3600)).toBe('1:00:00');
    expect(clock(4505)).toBe('1:15:05');
    expect(clock(-5)).toBe('0:00');
  });
});
