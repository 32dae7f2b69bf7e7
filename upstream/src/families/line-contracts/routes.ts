/**
 * Line travel contracts: the caller's contracts by their line orders (made from the order when
 * first read) and signing one. The signing runs in one IMMEDIATE transaction: a contract turns
 * signed only while unsigned, so of two signings at once exactly one wins; the other is refused
 * with when it was signed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { sm4Encrypt } from '../../crypto/sm4.ts';
import { formInput, input, requireSite, type AppContext } from '../../context.ts';
import { ok, type Envelope } from '../../envelope.ts';
import { Refusal, refuse, refusalAnswer } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { settle } from '../reservations/index.ts';
import { settleShop } from '../shop/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import { CONTRACT_STATUS, contractOf, contractPayload, contractStatus, travellerIdNumber } from './contract.ts';
import { lineContractsStore, type LineContractsStore } from './store.ts';
import { LINE_CONTRACT_TEXTS as TEXTS } from './texts.ts';

const ID = /^\d{1,15}$/;
/** Most contracts one list call answers. */
const MAX_IDS = 50;

/** Names compare without spaces and case (a Latin name typed as "li rong"). */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

function registerListRoute(app: FastifyInstance, ctx: AppContext, store: LineContractsStore): void {
  /** The caller's contracts by line order id (`orderIds`, comma-separated), in that order; null for one not theirs. */
  app.get('/res/api/lineContract/list', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const ids = input(req, 'orderIds')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, MAX_IDS);
    const t = ctx.clock.now();
    settle(ctx.db, t);
    settleShop(ctx.db, t);
    const list = ctx.db.transaction(() =>
      ids.map((id) => {
        const o = ID.test(id) ? store.lineOrder(Number(id), user.id, site.site_code) : undefined;
        return o ? contractPayload(contractOf(store, o, t), o) : null;
      }),
    )();
    return ok(list);
  });
}

function registerSignRoute(app: FastifyInstance, ctx: AppContext, store: LineContractsStore): void {
  const write = (fn: () => Envelope): Envelope => {
    try {
      return ctx.db.transaction(fn).immediate();
    } catch (err) {
      if (err instanceof Refusal) return refusalAnswer(err);
      throw err;
    }
  };
  /**
   * Signs the caller's contract of a line order: `orderId`, the traveller's `name` and `idNumber`
   * (as on the contract), `agreed` (1) and `signature` (an uploaded PNG's `uploads/<name>`).
   */
  app.post('/res/api/lineContract/sign', async (req: FastifyRequest) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const t = ctx.clock.now();
    settle(ctx.db, t);
    settleShop(ctx.db, t);
    return write(() => {
      const rawId = formInput(req, 'orderId').trim();
      const o = ID.test(rawId) ? store.lineOrder(Number(rawId), user.id, site.site_code) : undefined;
      if (!o) return refuse(TEXTS.notFound);
      const c = contractOf(store, o, t);
      const status = contractStatus(c, o);
      if (status === CONTRACT_STATUS.VOID) refuse(TEXTS.void);
      if (status === CONTRACT_STATUS.SIGNED) refuse(TEXTS.alreadySigned, { signTime: formatChinaTime(c.signed_at ?? t) });
      const agreed = formInput(req, 'agreed').trim();
      if (agreed !== '1' && agreed !== 'true') refuse(TEXTS.notAgreed);
      const name = formInput(req, 'name').trim();
      const idNumber = formInput(req, 'idNumber').trim().toUpperCase();
      const onFile = travellerIdNumber(c);
      if (name === '' || idNumber === '') refuse(TEXTS.mismatch);
      if ((c.traveller_name !== '' && !sameName(c.traveller_name, name)) || (onFile !== '' && onFile.toUpperCase() !== idNumber)) {
        refuse(TEXTS.mismatch);
      }
      const signature = uploadedRef(ctx.db, formInput(req, 'signature'), 'IMAGE');
      if (!signature) refuse(TEXTS.badSignature);
      if (!store.sign({ orderId: o.id, at: t, name, idSm4: sm4Encrypt(idNumber), signature })) {
        const signed = store.contract(o.id);
        refuse(TEXTS.alreadySigned, { signTime: formatChinaTime(signed?.signed_at ?? t) });
      }
      return ok(contractPayload(store.contract(o.id) ?? c, o));
    });
  });
}

export function registerLineContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = lineContractsStore(ctx.db);
  registerListRoute(app, ctx, store);
  registerSignRoute(app, ctx, store);
}
