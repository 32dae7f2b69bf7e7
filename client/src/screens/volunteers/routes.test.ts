import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../familyRoutes';
import { VOLUNTEER_ROUTES } from './routes';

// Each route names its screen and loader as exports of the module it loads, so the type check
// holds them to that module; the browser tests walk the screens themselves.
describe('volunteer routes', () => {
  it('cover the entry pages of the area, each path once, each with its lazily loaded screen', () => {
    expect(VOLUNTEER_ROUTES.length).toBeGreaterThanOrEqual(40);
    expect(VOLUNTEER_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/volunteer-index',
        '/volunteer-list/:scope',
        '/volunteer-service',
        '/volunteers',
        '/join-group',
        '/team-desc/:id',
      ]),
    );
    expect(new Set(VOLUNTEER_ROUTES.map((r) => r.path)).size).toBe(VOLUNTEER_ROUTES.length);
    for (const r of VOLUNTEER_ROUTES) expect(typeof r.lazy, r.path).toBe('function');
  });

  for (const r of VOLUNTEER_ROUTES) {
    const address = r.path!.replace(/:\w+/g, '7');
    it(`${address} reaches the volunteer area and its own route ${r.path}`, () => {
      expect(familyOf(address)?.family).toBe('volunteers');
      expect(matchRoutes(VOLUNTEER_ROUTES, address)?.at(-1)?.route.path).toBe(r.path);
    });
  }
});
