/**
 * Choosing where a goods order is delivered: one of the user's shipping addresses on the order's
 * site, while the order has not shipped. The shop writes the receiver and the address line from it.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { addressItem, addressesStore } from '../addresses/index.ts';
import { body, done, refused, shopGuard } from './routes.ts';
import { ADDRESS_CHANGEABLE, shopStore } from './store.ts';
import { TEXTS } from './texts.ts';

const idOf = (raw: string) => Number.parseInt(raw, 10) || -1;

export function registerAddressRoute(app: FastifyInstance, ctx: AppContext): void {
  const store = shopStore(ctx.db);
  const guard = shopGuard(ctx, store);
  const addresses = addressesStore(ctx.db);
  app.post('/culturalcloud/1.0/userOrder/updateAddress', async (req, reply) => {
    const g = guard(req, reply);
    if (!g) return reply;
    return ctx.db
      .transaction(() => {
        const o = store.order(g.userId, idOf(body(req, 'orderId')));
        if (!o) return refused(TEXTS.orderNotFound);
        if (!(ADDRESS_CHANGEABLE[o.order_type] ?? []).includes(o.order_status)) return refused(TEXTS.addressNotChangeable);
        const row = addresses.own(idOf(body(req, 'addressId')), { user: g.userId, site: g.site.site_code });
        if (!row) return refused(TEXTS.addressNotFound);
        const a = addressItem(row);
        const receiver = `${a.receiverName} ${a.phone}`;
        const line = `${a.provinceName}${a.cityName}${a.districtName}${a.detailAddress}`;
        store.setAddress(o.id, row.id, receiver, line);
        return done(TEXTS.addressChanged, { addressId: String(row.id), receiver, address: line });
      })
      .immediate();
  });
}
