import { describe, expect, it } from 'vitest';
import { categoryOf, categoryParam, genderOf, levelOf, levelParam, mapPosition, visibleTabs } from '../../src/domains/heritage/rules.ts';
import { keywordParam } from '../../src/core/validation.ts';

describe('heritage rules', () => {
  it('maps level and category codes both ways', () => {
    expect(['1', 2, '3', '4', '5', '', null].map(levelOf)).toEqual(['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY', null, null, null]);
    expect(levelParam('CITY')).toBe(3);
    expect(categoryOf('5')).toBe('QUYI');
    expect(categoryOf('11')).toBeNull();
    expect(categoryParam('FOLK_CUSTOM')).toBe(10);
    expect([genderOf('1'), genderOf(2), genderOf('0')]).toEqual(['MALE', 'FEMALE', null]);
  });

  it('hides the base tabs on the scenic and provincial editions', () => {
    expect(visibleTabs('GENERAL')).toEqual(['PROJECTS', 'INHERITORS', 'EXPERIENCE_BASES', 'PROTECTION_BASES']);
    expect(visibleTabs('SCENIC')).toEqual(['PROJECTS', 'INHERITORS']);
    expect(visibleTabs('PROVINCIAL')).toEqual(['PROJECTS', 'INHERITORS']);
  });

  it('places a point on the map image: west left, north top, nothing outside the box', () => {
    const box = { west: 100, east: 102, south: 30, north: 31 };
    expect(mapPosition(box, 100, 31)).toEqual({ x: 0, y: 0 });
    expect(mapPosition(box, 101.5, 30.25)).toEqual({ x: 0.75, y: 0.75 });
    expect(mapPosition(box, 99.9, 30.5)).toBeNull();
    expect(mapPosition({ west: 1, east: 1, south: 0, north: 1 }, 1, 0.5)).toBeNull();
  });

  it('trims keywords and refuses one beyond 50 code points', () => {
    expect(keywordParam('  蜀绣 ')).toBe('蜀绣');
    expect(keywordParam('   ')).toBeNull();
    expect(keywordParam('𝄞'.repeat(50))).toBe('𝄞'.repeat(50));
    expect(() => keywordParam('𝄞'.repeat(51))).toThrow(/at most 50/);
  });
});
