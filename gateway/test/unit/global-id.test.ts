import { describe, expect, it } from 'vitest';
import { expectGlobalId, fromGlobalId, toGlobalId } from '../../src/core/relay/global-id.ts';

describe('global ids', () => {
  it('are base64url of Type:rawId and round-trip', () => {
    const id = toGlobalId('ScenicArea', '12');
    expect(id).toBe(Buffer.from('ScenicArea:12').toString('base64url'));
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromGlobalId(id)).toEqual({ type: 'ScenicArea', rawId: '12' });
    expect(fromGlobalId(toGlobalId('HotelRoom', '3:77'))).toEqual({ type: 'HotelRoom', rawId: '3:77' });
    expect(fromGlobalId(toGlobalId('Region', 510104))).toEqual({ type: 'Region', rawId: '510104' });
  });

  it('reject garbage', () => {
    expect(fromGlobalId('')).toBeNull();
    expect(fromGlobalId('not base64!')).toBeNull();
    expect(fromGlobalId(Buffer.from('nocolon').toString('base64url'))).toBeNull();
    expect(fromGlobalId(Buffer.from(':12').toString('base64url'))).toBeNull();
    expect(fromGlobalId(Buffer.from('Scenic:').toString('base64url'))).toBeNull();
    expect(fromGlobalId(Buffer.from('1bad:3').toString('base64url'))).toBeNull();
  });

  it('expectGlobalId checks the type', () => {
    expect(expectGlobalId(toGlobalId('ScenicArea', '5'), ['ScenicArea'], 'x')).toBe('5');
    expect(() => expectGlobalId(toGlobalId('Hotel', '5'), ['ScenicArea'], 'x')).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
  });
});
