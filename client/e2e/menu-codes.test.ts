import type { RouteObject } from 'react-router-dom';
import { MENU_CODES, type MenuPathParams } from '@ctp/gateway';
import { LIVE_DEMO_SITE_CODES } from '@ctp/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServers, type Servers } from './harness';
import { completeTable, opens } from './routeTable';

/**
 * The menu-code table against the app: every code a site's menu may carry leads to a screen of
 * the app (not the shell's "coming soon" catch-all), whatever its parameters, and the demo data
 * set shows every code on some live demo site's menus, so the demo walks to each of them.
 */

/** The parameters a path may depend on, in each variant the table distinguishes. */
const PARAMS: MenuPathParams[] = [
  { resourceValue: null, region: '510100', isVolunteer: false },
  { resourceValue: '1', region: '510100', isVolunteer: true },
];

function pathsOf(code: string): string[] {
  const rule = MENU_CODES[code]!;
  const paths = PARAMS.map((p) => (typeof rule.path === 'string' ? rule.path : rule.path(p)));
  return [...new Set(paths.filter((p): p is string => p !== null))];
}

interface Entry {
  code: string | null;
  children: Entry[];
}

const ENTRY = 'code children { code children { code } }';

describe('menu codes', () => {
  let table: RouteObject[];
  let servers: Servers;

  beforeAll(async () => {
    table = await completeTable();
    servers = await startServers();
  });
  afterAll(() => servers?.close());

  it('every code of the table opens a screen of its own, not "coming soon"', () => {
    const unrouted = Object.keys(MENU_CODES).flatMap((code) => {
      const paths = pathsOf(code);
      if (paths.length === 0) return [`${code}: no path`];
      return paths.filter((path) => [null, '*'].includes(opens(table, path))).map((path) => `${code}: ${path}`);
    });
    expect(Object.keys(MENU_CODES)).toHaveLength(84);
    expect(unrouted).toEqual([]);
  });

  it('every code is on some live demo site’s menus', async () => {
    const shown = new Set<string>();
    const collect = (entries: Entry[] | null) => {
      for (const e of entries ?? []) {
        if (e.code) shown.add(e.code);
        collect(e.children ?? []);
      }
    };
    for (const site of LIVE_DEMO_SITE_CODES) {
      const res = await fetch(`${servers.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-site-code': site },
        body: JSON.stringify({ query: `{ site { bottomMenu { ${ENTRY} } serviceMenu { ${ENTRY} } } }` }),
      });
      const body = (await res.json()) as { data: { site: { bottomMenu: Entry[] | null; serviceMenu: Entry[] | null } } };
      collect(body.data.site.bottomMenu);
      collect(body.data.site.serviceMenu);
    }
    // the two spellings of the fuel-station code name one screen: either on a menu shows it
    const missing = Object.keys(MENU_CODES).filter((code) => !shown.has(code) && !(code === 'GASSTATION' && shown.has('GAS_STATION')));
    expect(missing.sort()).toEqual([]);
  });
});
