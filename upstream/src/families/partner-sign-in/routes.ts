/**
 * The partner sign-ins: each exchanges a one-time ticket of its kind for the ticket's user (made on
 * first use, as a phone's registration), with a new session. An unknown, expired, used or other
 * kind's ticket is refused (code 1); of two uses at once exactly one signs in (one transaction).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext } from '../../context.ts';
import { fail, ok, type Envelope } from '../../envelope.ts';
import { signInPhone } from '../accounts/index.ts';
import { partnerStore } from './store.ts';
import { PARTNER_TEXTS as TEXTS } from './texts.ts';

/** How long a ticket is valid after the partner issued it. */
export const TICKET_TTL_MS = 10 * 60 * 1000;

/** The kinds of ticket, each taken by its own call (path, the parameter it comes in, the refusal). */
export const TICKET_KINDS = {
  DAQ: { method: 'POST', path: '/user/api/userBind/redirectLinkValid', param: 'daqToken', refusal: TEXTS.linkInvalid },
  EXTERNAL: { method: 'POST', path: '/user/api/userBind/externalLogin', param: 'token', refusal: TEXTS.tokenInvalid },
  IFLY: { method: 'POST', path: '/user/api/userBind/iFlyLogin', param: 'token', refusal: TEXTS.tokenInvalid },
  CDDY: { method: 'POST', path: '/user/api/userBind/cddyLogin', param: 'token', refusal: TEXTS.tokenInvalid },
  TFCLOUD: { method: 'GET', path: '/user/api/tfCloud/parseCode', param: 'code', refusal: TEXTS.codeInvalid },
  HHESPEED: { method: 'GET', path: '/user/api/hheSpeed/parseCode', param: 'code', refusal: TEXTS.codeInvalid },
} as const;
export type TicketKind = keyof typeof TICKET_KINDS;

const TICKET = /^[A-Za-z0-9_-]{8,128}$/;

export function registerPartnerRoutes(api: FastifyInstance, ctx: AppContext): void {
  const tickets = partnerStore(ctx.db);
  const exchange =
    (kind: TicketKind) =>
    async (req: FastifyRequest): Promise<Envelope> => {
      const site = requireSite(req);
      const spec = TICKET_KINDS[kind];
      // the partner's ticket comes as a form field (POST) or a query parameter (GET); `token` of a
      // POST is the partner's, read from the body (the query's `token` is the caller's session)
      const ticket = (
        spec.method === 'POST' ? formInput(req, spec.param) : ((req.query as Record<string, string>)[spec.param] ?? '')
      ).trim();
      if (!TICKET.test(ticket)) return fail(1, spec.refusal);
      const t = ctx.clock.now();
      return ctx.db.transaction(() => {
        const row = tickets.ticket(ticket, kind);
        if (!row || row.used_at !== null || t >= row.expires_at || !tickets.use(ticket, t)) return fail(1, spec.refusal);
        return ok(signInPhone(ctx.db, row.phone, String(site.id), t));
      })();
    };
  for (const kind of Object.keys(TICKET_KINDS) as TicketKind[]) {
    const spec = TICKET_KINDS[kind];
    if (spec.method === 'POST') api.post(spec.path, exchange(kind));
    else api.get(spec.path, exchange(kind));
  }
}

/** The partners' stand-in: `POST /__dev/partner-tickets { kind, phone, ttlMs? }` issues a ticket. */
export function registerPartnerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tickets = partnerStore(ctx.db);
  app.post('/__dev/partner-tickets', async (req, reply) => {
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const kind = String(body.kind ?? '') as TicketKind;
    const phone = String(body.phone ?? '');
    if (!(kind in TICKET_KINDS) || !/^1\d{10}$/.test(phone)) return reply.code(400).send({ error: 'give { kind, phone }' });
    const ttl = typeof body.ttlMs === 'number' ? body.ttlMs : TICKET_TTL_MS;
    const ticket = randomBytes(16).toString('hex');
    tickets.insert(ticket, kind, phone, ctx.clock.now() + ttl);
    return { kind, ticket, phone };
  });
}
