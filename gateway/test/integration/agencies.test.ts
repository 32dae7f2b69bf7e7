import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const REGIONS = '{ travelAgencyRegions { name agencyCount path } }';
const AGENCIES = `query ($siteId: String, $regionName: String, $first: Int) {
  travelAgencies(siteId: $siteId, regionName: $regionName) {
    agencies(first: $first) { totalCount edges { node { id name licenseNumber regionName scope scopeName address phone mapPath } } }
    errors { code field limit message }
  }
}`;

describe('travel agencies', () => {
  it("lists the districts with their counts and pages, and each district's agencies", async () => {
    const r = await h.gql(REGIONS);
    expect(r.errors).toBeUndefined();
    const regions = r.data!.travelAgencyRegions as { name: string; agencyCount: number; path: string }[];
    expect(regions.length).toBeGreaterThan(1);
    for (const region of regions.slice(0, 3)) {
      expect(region.path).toBe(`/travel-list/1001/${encodeURIComponent(region.name)}`);
      const list = await h.gql(AGENCIES, { siteId: '1001', regionName: region.name, first: 50 });
      expect(list.errors).toBeUndefined();
      const agencies = list.data!.travelAgencies.agencies;
      expect(agencies.totalCount).toBe(region.agencyCount);
      for (const { node } of agencies.edges) {
        expect(node.regionName).toBe(region.name);
        expect(node.licenseNumber).toMatch(/^L-SC-CJ\d{5}$/);
        expect(['DOMESTIC', 'OUTBOUND']).toContain(node.scope);
        expect(node.mapPath).toMatch(/^\/open-map\//);
      }
    }
    const all = await h.gql(AGENCIES, { first: 50 });
    expect(all.data!.travelAgencies.agencies.totalCount).toBe(regions.reduce((n, x) => n + x.agencyCount, 0));
    const other = await h.gql(AGENCIES, { siteId: '1002' });
    expect(other.data!.travelAgencies.agencies.totalCount).toBe(0);
  });

  it('refuses a site that is no id and a district name over the limit, all at once, without a call', async () => {
    await h.dev.resetCalls();
    const r = await h.gql(AGENCIES, { siteId: 'site510100', regionName: '区'.repeat(31) }, { 'x-language': 'CN' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.travelAgencies.agencies).toBeNull();
    expect(r.data!.travelAgencies.errors.map((e: { code: string }) => e.code)).toEqual(['AGENCY_SITE_INVALID', 'AGENCY_REGION_TOO_LONG']);
    expect(r.data!.travelAgencies.errors[1].message).toBe('地区名称最多30个字');
    expect((await h.dev.calls()).calls.filter((c) => c.path.startsWith('res/api/travelAgency'))).toEqual([]);
  });
});
