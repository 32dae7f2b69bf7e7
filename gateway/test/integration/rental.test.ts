import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => h.dev.clearFaults());

const COMPANIES = `query ($first: Int) {
  rentalCompanies(first: $first) {
    totalCount
    edges { node { id upstreamId name intro phone lowestDailyPrice website { url allowed needsDisclaimer disclaimerText }
      outlets { name address location { longitude latitude } phone openingHours mapPath } } }
  }
}`;
const CARS = `query ($company: ID!, $category: CarCategory, $first: Int, $after: String) {
  rentalCars(company: $company, category: $category, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name category seats automatic dailyPrice deposit } }
  }
}`;

interface Company {
  id: string;
  upstreamId: string;
  name: string;
  phone: string | null;
  lowestDailyPrice: number | null;
  website: { url: string; allowed: boolean; needsDisclaimer: boolean; disclaimerText: string | null } | null;
  outlets: { name: string; mapPath: string | null; openingHours: string | null }[];
}
interface Companies {
  rentalCompanies: { totalCount: number; edges: { node: Company }[] };
}
interface Cars {
  rentalCars: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; name: string; category: string | null; dailyPrice: number; deposit: number | null } }[];
  };
}

describe('car rental', () => {
  it('lists the companies with their outlets in one outlet call, websites through the external-link verdict', async () => {
    await h.dev.resetCalls();
    const r = await h.gql<Companies>(COMPANIES, { first: 10 });
    expect(r.errors).toBeUndefined();
    const companies = r.data!.rentalCompanies.edges.map((e) => e.node);
    expect(companies).toHaveLength(3);
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/carRental/outletList')).toHaveLength(1);
    for (const c of companies) {
      expect(c.outlets.length).toBeGreaterThan(0);
      for (const o of c.outlets) expect(o.mapPath).toMatch(/^\/open-map\//);
      expect(c.lowestDailyPrice).toBeGreaterThan(0);
    }
    const chain = companies.find((c) => c.website)!;
    expect(chain.website!.url).toMatch(/^https:\/\//);
    expect(chain.website!.needsDisclaimer).toBe(true);
    expect(chain.website!.disclaimerText).toContain('成都文旅云');
    expect(companies.some((c) => c.website === null)).toBe(true);
  });

  it("pages a company's cars cheapest first, filters by category, and refetches the company by node(id)", async () => {
    const [company] = (await h.gql<Companies>(COMPANIES, { first: 1 })).data!.rentalCompanies.edges.map((e) => e.node);
    const all = (await h.gql<Cars>(CARS, { company: company!.id, first: 50 })).data!.rentalCars;
    const prices = all.edges.map((e) => e.node.dailyPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(company!.lowestDailyPrice);
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i += 1) {
      const page: { data?: Cars | null } = await h.gql<Cars>(CARS, { company: company!.id, first: 2, after });
      seen.push(...page.data!.rentalCars.edges.map((e) => e.node.id));
      if (!page.data!.rentalCars.pageInfo.hasNextPage) break;
      after = page.data!.rentalCars.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.edges.map((e) => e.node.id));
    const suv = (await h.gql<Cars>(CARS, { company: company!.id, category: 'SUV', first: 50 })).data!.rentalCars;
    expect(suv.edges.every((e) => e.node.category === 'SUV')).toBe(true);
    const node = await h.gql<{ node: { name: string } | null }>('query ($id: ID!) { node(id: $id) { ... on RentalCompany { name } } }', {
      id: company!.id,
    });
    expect(node.data!.node!.name).toBe(company!.name);
  });

  it('refuses a company id that is not a rental company before calling the upstream', async () => {
    for (const company of ['nope', Buffer.from('Facility:PARKING:1').toString('base64')]) {
      const bad = await h.gql<Cars>(CARS, { company });
      expect(bad.errors?.[0]?.extensions?.code, company).toBe('BAD_USER_INPUT');
      expect(bad.upstreamCalls).toBe(0);
    }
  });

  it('the English site in English', async () => {
    const en = await h.gql<Companies>(COMPANIES, { first: 10 }, { 'x-site-code': 'site450300' });
    for (const { node } of en.data!.rentalCompanies.edges)
      expect(`${node.name} ${node.outlets.map((o) => o.name).join(' ')}`).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
  });

  it('a failing rental service fails only its own fields; failing outlets leave the companies', async () => {
    await h.dev.addFault({ path: 'res/api/carRental/companyList', mode: 'http500' });
    const down = await h.gql<Companies>('query { rentalCompanies(first: 3) { totalCount } }');
    expect(down.errors?.map((e) => e.path?.join('.'))).toEqual(['rentalCompanies']);
    // the rest of the app does not call it
    const site = await h.gql<{ site: { name: string } }>('query { site { name } }');
    expect(site.errors).toBeUndefined();
    expect(site.data!.site.name).toBe('成都文旅云');
    await h.dev.clearFaults();
    await h.dev.addFault({ path: 'res/api/carRental/outletList', mode: 'code', code: 500, message: 'down' });
    const part = await h.gql<Companies>(COMPANIES, { first: 2 });
    expect(part.data!.rentalCompanies.edges).toHaveLength(2);
    expect(part.data!.rentalCompanies.edges.every((e) => e.node.outlets === null && e.node.name)).toBe(true);
    expect(part.errors?.every((e) => e.path?.at(-1) === 'outlets')).toBe(true);
  });
});
