/** The agreements family's calls: the site's agreements, and one agreement's body. */
import type { FastifyInstance } from 'fastify';
import { input, requireSite, type AppContext } from '../../context.ts';
import { ok, plainList } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { agreementsStore, type AgreementRow } from './store.ts';
import { AGREEMENT_TEXTS, AGREEMENT_TYPES } from './texts.ts';

function agreementItem(row: AgreementRow): Record<string, unknown> {
  return { id: String(row.id), type: row.type, title: row.title, version: row.version, updateTime: formatChinaTime(row.updated_at) };
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  const store = agreementsStore(ctx.db);

  // The site's agreements without their bodies; `type` (optional) keeps one kind.
  api.get('/user/api/userBind/getUserAgreement', async (req) => {
    const site = requireSite(req);
    const type = input(req, 'type').trim().toUpperCase();
    if (type && !(AGREEMENT_TYPES as readonly string[]).includes(type)) return refused(AGREEMENT_TEXTS.badType);
    return plainList(
      store
        .list(site.site_code)
        .filter((row) => !type || row.type === type)
        .map(agreementItem),
    );
  });

  // One agreement with its body (HTML), by id or, without one, by kind.
  api.get('/user/api/userBind/getAgreementDetail', async (req) => {
    const site = requireSite(req);
    const rawId = input(req, 'id').trim();
    const type = input(req, 'type').trim().toUpperCase();
    let row: AgreementRow | undefined;
    if (rawId) {
      const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : -1;
      row = store.byId(site.site_code, id);
    } else if (type) {
      if (!(AGREEMENT_TYPES as readonly string[]).includes(type)) return refused(AGREEMENT_TEXTS.badType);
      row = store.byType(site.site_code, type);
    } else return refused(AGREEMENT_TEXTS.idOrTypeRequired);
    if (!row) return refused(AGREEMENT_TEXTS.notFound);
    return ok({ ...agreementItem(row), content: row.content });
  });
}
