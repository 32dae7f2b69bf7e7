/**
 * The contacts family's calls: the caller's contacts (a page, one by id), adding, changing and
 * removing one. Writes run in an immediate transaction so two at once keep the cap and the
 * one-certificate rule.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { maskPhone, sm4Decrypt } from '../../crypto/sm4.ts';
import { formatChinaTime } from '../../time.ts';
import { contactForm } from './form.ts';
import { contactsStore, type ContactRow } from './store.ts';
import { CERT_TYPES, CONTACT_CAP, CONTACT_TEXTS as T } from './texts.ts';

/** "51010719880512231X" → "5101**********231X"; "E12345678" → "E1*****78". */
function maskNumber(number: string): string {
  const keep = number.length >= 15 ? 4 : number.length >= 7 ? 2 : 1;
  if (number.length <= 2 * keep) return '*'.repeat(number.length);
  return `${number.slice(0, keep)}${'*'.repeat(number.length - 2 * keep)}${number.slice(-keep)}`;
}

/** A contact as the calls answer it: masked number and phone with their SM4 hex. */
function item(row: ContactRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    certType: String(row.cert_type),
    certTypeName: CERT_TYPES[row.cert_type] ?? '',
    certNumber: maskNumber(sm4Decrypt(row.cert_number) ?? ''),
    certNumberEncryption: row.cert_number,
    phone: maskPhone(sm4Decrypt(row.phone) ?? ''),
    phoneEncryption: row.phone,
    createTime: formatChinaTime(row.created_at),
  };
}

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

const idOf = (raw: string): number | null => {
  const id = /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  return Number.isSafeInteger(id) ? id : null;
};

function registerReads(api: FastifyInstance, ctx: AppContext): void {
  const store = contactsStore(ctx.db);
  api.get('/user/api/userContact/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = store.page(site.site_code, user.id, pg.pageSize, pg.offset);
    return pageOf(rows.map(item), store.count(site.site_code, user.id), pg);
  });

  api.get('/user/api/userContact/detail', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const id = idOf(input(req, 'id'));
    const row = id === null ? undefined : store.own(id, user.id, site.site_code);
    return row ? ok(item(row)) : refused(T.noSuchContact);
  });
}

/** A signed-in caller's write in an immediate transaction. */
function writeAs(ctx: AppContext, req: FastifyRequest, fn: (siteCode: string, userId: number) => Envelope): Envelope {
  const site = requireSite(req);
  const user = callerOf(ctx, req);
  if (!user) return notLoggedIn();
  return ctx.db.transaction(() => fn(site.site_code, user.id)).immediate();
}

function registerWrites(api: FastifyInstance, ctx: AppContext): void {
  const store = contactsStore(ctx.db);
  api.post('/user/api/userContact/save', async (req) =>
    writeAs(ctx, req, (siteCode, userId) => {
      const values = contactForm(req, null);
      if (typeof values === 'string') return refused(values);
      if (store.sameCertificate(siteCode, userId, values.certType, values.certNumber, 0) !== undefined) return refused(T.duplicate);
      if (store.count(siteCode, userId) >= CONTACT_CAP) return refused(T.full);
      return okMessage(T.saved, { id: String(store.insert(siteCode, userId, values, ctx.clock.now())) });
    }),
  );

  api.post('/user/api/userContact/update', async (req) =>
    writeAs(ctx, req, (siteCode, userId) => {
      const id = idOf(formInput(req, 'id'));
      const row = id === null ? undefined : store.own(id, userId, siteCode);
      if (!row) return refused(T.noSuchContact);
      const values = contactForm(req, { name: row.name, certType: row.cert_type, certNumber: row.cert_number, phone: row.phone });
      if (typeof values === 'string') return refused(values);
      if (store.sameCertificate(siteCode, userId, values.certType, values.certNumber, row.id) !== undefined) return refused(T.duplicate);
      store.update(row.id, values, ctx.clock.now());
      return okMessage(T.saved, { id: String(row.id) });
    }),
  );

  api.post('/user/api/userContact/delete', async (req) =>
    writeAs(ctx, req, (siteCode, userId) => {
      const id = idOf(formInput(req, 'id'));
      const row = id === null ? undefined : store.own(id, userId, siteCode);
      if (!row) return refused(T.noSuchContact);
      store.remove(row.id);
      return okMessage(T.deleted, { id: String(row.id) });
    }),
  );
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerReads(api, ctx);
  registerWrites(api, ctx);
}
