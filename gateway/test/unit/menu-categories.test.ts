import { describe, expect, it } from 'vitest';
import { MENU_CODES } from '../../src/domains/site/menu-codes.ts';
import { IN_APP_PAGE_CATEGORIES, MENU_CATEGORY_CODES, menuCategory, menuSections } from '../../src/domains/site/menu-categories.ts';

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

  it("an operator's in-app link takes the category of the page it opens; an external link is OTHER", () => {
    // pages a code leads to, with or without the code's parameters
    expect(menuCategory(null, '/scenic-list')).toBe('PLACES');
    expect(menuCategory('', '/scenic-list/site510100?x=1')).toBe('PLACES');
    expect(menuCategory('OUTSIDE', '/bus-search')).toBe('TRAVEL');
    expect(menuCategory(null, '/user-reservation')).toBe('MINE');
    // pages only operators link to
    expect(menuCategory(null, '/appointment-query')).toBe('PLACES');
    expect(menuCategory(null, '/cc-activity')).toBe('ACTIVITIES');
    expect(menuCategory(null, '/other-guide/traffic')).toBe('TRAVEL');
    // the code wins over the page
    expect(menuCategory('BOOKING', '/scenic-list')).toBe('MINE');
    // no page, the home, an unknown page
    expect(menuCategory(null, null)).toBe('OTHER');
    expect(menuCategory(null, '/index')).toBe('OTHER');
    expect(menuCategory(null, '/no-such-page')).toBe('OTHER');
  });

  it('the pages only operators link to are no page a code leads to (the code would give their category)', () => {
    const noParams = { resourceValue: null, region: null, isVolunteer: false };
    const codeStems = Object.values(MENU_CODES).map((rule) => {
      const path = typeof rule.path === 'string' ? rule.path : rule.path(noParams);
      return path?.split(/[/?]/)[1];
    });
    for (const stem of Object.keys(IN_APP_PAGE_CATEGORIES)) expect(codeStems).not.toContain(stem);
  });

  it("sections come in the categories' order, each in the menu's order, without empty ones", () => {
    const entries = ['BOOKING', 'SCENIC', null, 'BUS_INQUIRY', 'VENUE'].map((code, i) => ({ key: String(i), code, path: null }));
    expect(menuSections(entries).map((s) => [s.category, s.entries.map((e) => e.key)])).toEqual([
      ['PLACES', ['1', '4']],
      ['TRAVEL', ['3']],
      ['MINE', ['0']],
      ['OTHER', ['2']],
    ]);
    expect(menuSections([])).toEqual([]);
  });
});
