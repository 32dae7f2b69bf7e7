import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { familyPatcher, type PatchRequest } from './familyPatcher';
import type { FamilyRouteTable } from './familyRoutes';

const SHELL = 'shell';
const routes: RouteObject[] = [{ id: SHELL, path: '/', children: [{ path: 'index' }, { path: '*' }] }];
const LOGIN: RouteObject[] = [{ path: 'login' }];
const session: FamilyRouteTable = { family: 'session', segments: ['login'], load: async () => LOGIN };
const familyOf = async () => (path: string) => (path.startsWith('/login') ? session : undefined);

/** A navigation's request, its patches recorded; `abort` interrupts it while the table loads. */
function navigation(path: string, abort = false) {
  const controller = new AbortController();
  const patches: unknown[] = [];
  const request: PatchRequest = {
    path,
    signal: controller.signal,
    patch: (id, children) => {
      // the router drops an aborted navigation's patch
      if (!controller.signal.aborted) patches.push([id, children]);
    },
  };
  if (abort) queueMicrotask(() => controller.abort());
  return { request, patches };
}

describe('familyPatcher', () => {
  it("patches a family's table under the shell once, and never for a path the shell already has", async () => {
    const patcher = familyPatcher(routes, SHELL, familyOf);
    const first = navigation('/login');
    await patcher(first.request);
    expect(first.patches).toEqual([[SHELL, LOGIN]]);
    const again = navigation('/login');
    await patcher(again.request);
    expect(again.patches).toEqual([]);
    const own = navigation('/index');
    await patcher(own.request);
    expect(own.patches).toEqual([]);
  });

  it('a navigation interrupted while the table loads leaves the patch to the one that replaced it', async () => {
    const patcher = familyPatcher(routes, SHELL, familyOf);
    const interrupted = navigation('/login?redirect=%2Findex', true);
    await patcher(interrupted.request);
    expect(interrupted.patches).toEqual([]);
    const next = navigation('/login?redirect=%2Findex');
    await patcher(next.request);
    expect(next.patches).toEqual([[SHELL, LOGIN]]);
  });
});
