import { describe, expect, it } from 'vitest';
import { MENU_CODES } from '../../src/domains/site/menu-codes.ts';
import { MENU_CATEGORY_CODES, menuCategory, menuSections } from '../../src/domains/site/menu-categories.ts';

describe('menu categories', () => {
  it('every code of the menu-code table is in exactly one category, and every categorised code is in the table', () => {
    const listed = Object.values(MENU_CATEGORY_CODES).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual(Object.keys(MENU_CODES).sort());
  });

  it('a code gives its category; no code or an unknown one is OTHER', () => {
    expect(menuCategory('SCENIC')).toBe('PLACES');
    expect(menuCategory('BUS_INQUIRY')).toBe('TRAVEL');
    expect(menuCategory('BOOKING')).toBe('MINE');
    expect(menuCategory('OUTSIDE')).toBe('OTHER');
    expect(menuCategory(null)).toBe('OTHER');
  });

  it("sections come in the categories' order, each in the menu's order, without empty ones", () => {
    const entries = ['BOOKING', 'SCENIC', null, 'BUS_INQUIRY', 'VENUE'].map((code, i) => ({ key: String(i), code }));
    expect(menuSections(entries).map((s) => [s.category, s.entries.map((e) => e.key)])).toEqual([
      ['PLACES', ['1', '4']],
      ['TRAVEL', ['3']],
      ['MINE', ['0']],
      ['OTHER', ['2']],
    ]);
    expect(menuSections([])).toEqual([]);
  });
});
