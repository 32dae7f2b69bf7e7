import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = await h.signIn('13800000001');
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const FREE = `query { viewer { user { freeElectricity { state code totalKwh usedKwh remainingKwh validUntil stations { name address mapPath } } } } }`;
const PATH = 'electricity/api/electricityFree/getElectricityFree';

interface Free {
  state: string;
  code: string | null;
  totalKwh: number | null;
  usedKwh: number | null;
  remainingKwh: number | null;
  validUntil: string | null;
  stations: { name: string; mapPath: string | null }[];
}
type Result = { viewer: { user: { freeElectricity: Free | null } | null } };

const JIUZHAI = { 'x-site-code': 'site513225' };

describe('free electricity', () => {
  it("answers the user's code, kWh and stations on a site with a shop", async () => {
    await h.dev.resetCalls();
    const r = await h.gql<Result>(FREE, {}, { 'x-token': token, ...JIUZHAI });
    expect(r.errors).toBeUndefined();
    const free = r.data!.viewer.user!.freeElectricity!;
    expect(free.state).toBe('ACTIVE');
    expect(free.code).toMatch(/^DF\d+$/);
    expect([free.totalKwh, free.usedKwh, free.remainingKwh]).toEqual([30, 12.5, 17.5]);
    expect(free.validUntil).toMatch(/\+08:00$/);
    expect(free.stations.length).toBeGreaterThan(0);
    for (const s of free.stations) expect(s.mapPath).toMatch(/^\/open-map\//);
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === PATH)).toHaveLength(1);
  });

  it('is finished when used up, and none for a user without a code', async () => {
    const other = await h.signIn('13800000002');
    expect((await h.gql<Result>(FREE, {}, { 'x-token': other, ...JIUZHAI })).data!.viewer.user!.freeElectricity!.state).toBe('FINISHED');
    const fresh = await h.signIn('13900000123');
    const none = (await h.gql<Result>(FREE, {}, { 'x-token': fresh, ...JIUZHAI })).data!.viewer.user!.freeElectricity!;
    expect(none).toMatchObject({ state: 'NONE', code: null, stations: [] });
  });

  it('is not called on a site without a shop address', async () => {
    await h.dev.resetCalls();
    const r = await h.gql<Result>(FREE, {}, { 'x-token': token });
    expect(r.data!.viewer.user!.freeElectricity!.state).toBe('UNAVAILABLE');
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === PATH)).toHaveLength(0);
  });

  it('a failing electricity service fails only its own field; a refusal (code other than 1) too', async () => {
    await h.dev.addFault({ path: PATH, mode: 'http500' });
    const down = await h.gql<Result & { viewer: { user: { nickname: string | null } } }>(
      'query { viewer { user { nickname freeElectricity { state } } } }',
      {},
      { 'x-token': token, ...JIUZHAI },
    );
    expect(down.data!.viewer.user!.freeElectricity).toBeNull();
    expect(down.data!.viewer.user).not.toBeNull();
    expect(down.errors?.map((e) => e.path?.join('.'))).toEqual(['viewer.user.freeElectricity']);
    await h.dev.clearFaults();
    await h.dev.addFault({ path: PATH, mode: 'code', code: 0, message: '服务维护中' });
    const refused = await h.gql<Result>(FREE, {}, { 'x-token': token, ...JIUZHAI });
    expect(refused.data!.viewer.user!.freeElectricity).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});
