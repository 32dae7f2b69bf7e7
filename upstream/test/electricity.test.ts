import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

const PATH = 'electricity/api/electricityFree/getElectricityFree';

interface FreeEnvelope {
  code: string;
  message: string;
  data: (Item & { stations: Item[] }) | null;
}

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('getElectricityFree', () => {
  it('answers code "1" with the user\'s code, kWh and stations; finished when used up', async () => {
    const open = await c.get<FreeEnvelope>(PATH, { siteCode: 'site513225', encryption: sm4Encrypt('13800000001') });
    expect(open.code).toBe('1');
    expect(open.data!.code).toMatch(/^DF\d+$/);
    expect(open.data!.freeDegree).toBe('30');
    expect(open.data!.usedDegree).toBe('12.5');
    expect(open.data!.remainDegree).toBe('17.5');
    expect(open.data!.finished).toBe('0');
    expect(open.data!.validEnd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(open.data!.stations.length).toBeGreaterThan(0);
    const done = await c.get<FreeEnvelope>(PATH, { siteCode: 'site513225', encryption: sm4Encrypt('13800000002') });
    expect(done.data!.finished).toBe('1');
  });

  it('answers data null for a user without a code, code "0" for an unreadable encryption', async () => {
    const none = await c.get<FreeEnvelope>(PATH, { siteCode: 'site513225', encryption: sm4Encrypt('13900000099') });
    expect(none.code).toBe('1');
    expect(none.data).toBeNull();
    const bad = await c.get<FreeEnvelope>(PATH, { siteCode: 'site513225', encryption: 'zz' });
    expect(bad.code).toBe('0');
  });

  it('a charge through the development channel uses kWh, at most what is left', async () => {
    const res = await c.raw('__dev/electricity/charge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteCode: 'site510100', phone: '13800000001', kwh: 100 }),
    });
    expect(res.status).toBe(200);
    const after = await c.get<FreeEnvelope>(PATH, { siteCode: 'site510100', encryption: sm4Encrypt('13800000001') });
    expect(after.data!.usedDegree).toBe('30');
    expect(after.data!.finished).toBe('1');
  });
});
