import { describe, expect, it } from 'vitest';
import { expectGlobalId, fromGlobalId, rawIdOf, toGlobalId, UPSTREAM_ID } from '../../src/core/relay/global-id.ts';

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
    expect(() => expectGlobalId(toGlobalId('Hotel', '5'), ['ScenicArea'], 'x')).toThrow(
      expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }),
    );
  });
});

describe('rawIdOf: the one way a resolver reads an id argument', () => {
  it('the raw id of a global id of the type (one or several), blanks ignored; null for anything else', () => {
    const team = toGlobalId('VolunteerTeam', 12);
    expect(rawIdOf(team, 'VolunteerTeam')).toBe('12');
    expect(rawIdOf(` ${team}\n`, ['Shift', 'VolunteerTeam'])).toBe('12');
    expect(rawIdOf(team, 'Shift')).toBeNull();
    expect(rawIdOf(team, ['Shift', 'Story'])).toBeNull();
    for (const nothing of [null, undefined, '', '   ', 'not an id', 'VolunteerTeam:12'])
      expect(rawIdOf(nothing, 'VolunteerTeam'), String(nothing)).toBeNull();
  });

  it('the raw id must fit the pattern: by default a short word, or as the caller says (numeric upstream ids, pairs)', () => {
    expect(rawIdOf(toGlobalId('Story', 'a b'), 'Story')).toBeNull();
    expect(rawIdOf(toGlobalId('Story', 'x'.repeat(65)), 'Story')).toBeNull();
    expect(rawIdOf(toGlobalId('Story', 'abc'), 'Story')).toBe('abc');
    expect(rawIdOf(toGlobalId('Story', 'abc'), 'Story', UPSTREAM_ID)).toBeNull();
    expect(rawIdOf(toGlobalId('Story', '1'.repeat(18)), 'Story', UPSTREAM_ID)).toBe('1'.repeat(18));
    expect(rawIdOf(toGlobalId('Story', '1'.repeat(19)), 'Story', UPSTREAM_ID)).toBeNull();
    expect(rawIdOf(toGlobalId('ShiftRosterEntry', '3.17'), 'ShiftRosterEntry', /^(\d{1,12})\.(\d{1,12})$/)).toBe('3.17');
  });
});
