import { describe, expect, it } from 'vitest';
import { cancelRefusal } from '../src/families/reservations/lifecycle.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 10, 25, 2, 0);

describe('the cancel window of a reservation', () => {
  it('cancelStatus 1 has no deadline: before and after the use start alike', () => {
    expect(cancelRefusal('1', '', start, start - HOUR)).toBe('');
    expect(cancelRefusal('1', '', start, start + HOUR)).toBe('');
  });
  it.each(['2', '3'])('cancelStatus %s closes cancelTime hours before the use start', (status) => {
    expect(cancelRefusal(status, '24', start, start - 24 * HOUR)).toBe('');
    expect(cancelRefusal(status, '24', start, start - 24 * HOUR + 60_000)).toBe('已超过可取消时间');
  });
  it('cancelStatus 0 or none never cancels', () => {
    expect(cancelRefusal('0', '', start, start - 48 * HOUR)).toBe('该订单不可取消');
    expect(cancelRefusal('', '', start, start - 48 * HOUR)).toBe('该订单不可取消');
  });
});
