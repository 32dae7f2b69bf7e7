/**
 * The electricity service's calls (its own base address in the real platform): a user's
 * free-electricity code by their `encryption` (SM4 of the phone). This service answers code "1"
 * (a string) on success and "0" otherwise, unlike the content services' 0.
 */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { ok } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import { electricityStore, type FreeRow, type StationRow } from './store.ts';
import { TEXTS } from './texts.ts';

export const ELECTRICITY_FREE_PATH = 'electricity/api/electricityFree/getElectricityFree';

/** This service's envelope: code "1" with data on success, "0" with a message otherwise. */
function answer(success: boolean, data: unknown, message = 'success') {
  return { ...ok(data), code: success ? '1' : '0', message, msg: message };
}

const kwh = (n: number) => String(Math.round(n * 10) / 10);

function stationItem(row: StationRow): Record<string, unknown> {
  return { name: row.name, address: row.address, longitude: String(row.longitude), latitude: String(row.latitude) };
}

function freeItem(row: FreeRow, stations: StationRow[], now: number): Record<string, unknown> {
  const finished = row.used_kwh >= row.free_kwh || now >= row.valid_until;
  return {
    code: row.code,
    freeDegree: kwh(row.free_kwh),
    usedDegree: kwh(row.used_kwh),
    remainDegree: kwh(Math.max(0, row.free_kwh - row.used_kwh)),
    finished: finished ? '1' : '0',
    startTime: formatChinaTime(row.issued_at),
    validEnd: formatChinaTime(row.valid_until),
    stations: stations.map(stationItem),
  };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = electricityStore(ctx.db);
  /** getElectricityFree: encryption (the user's SM4 phone). The code, kWh free, used and left, finished "1"/"0"; data null without one. */
  api.get(`/${ELECTRICITY_FREE_PATH}`, async (req) => {
    const site = requireSite(req);
    const phone = decryptPhone(input(req, 'encryption'));
    if (!phone) return answer(false, null, TEXTS.badUser);
    const row = store.free(site.site_code, phone);
    return answer(true, row ? freeItem(row, store.stations(site.site_code), ctx.clock.now()) : null);
  });
}

/** Development only: POST __dev/electricity/charge { siteCode, phone, kwh } uses kWh of a code (a charge at a station). */
export function devRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = electricityStore(ctx.db);
  app.post('/__dev/electricity/charge', async (req, reply) => {
    const body = (req.body ?? {}) as { siteCode?: unknown; phone?: unknown; kwh?: unknown };
    const amount = Number(body.kwh);
    if (typeof body.siteCode !== 'string' || typeof body.phone !== 'string' || !(amount > 0)) {
      return reply.code(400).send({ error: 'siteCode, phone and a positive kwh are required' });
    }
    if (!store.charge(body.siteCode, body.phone, amount)) return reply.code(404).send({ error: TEXTS.noCode });
    return { ok: true };
  });
}
