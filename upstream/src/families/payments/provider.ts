/**
 * The simulated payment provider's pages under `/paygate/` (plain HTML forms, no script), outside
 * the site guard: the payer sees merchant, amount, order and deadline, confirms or cancels;
 * confirming marks the trade paid, notifies the merchant (signed, as a real provider's
 * server-to-server call) and sends the browser back to the app's return address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { formatChinaTime } from '../../time.ts';
import { notifyKeyOf } from './routes.ts';
import { paymentsStore } from './store.ts';
import { notification, type TradeRow } from './trade.ts';

const PAY_NAMES: Record<string, string> = { WECHAT: '微信支付 · WeChat Pay', ALIPAY: '支付宝 · Alipay' };

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eef1f5;color:#1f2430}
  main{max-width:480px;margin:0 auto;padding:24px 16px}
  header{display:flex;align-items:center;gap:10px;margin-bottom:16px;font-weight:700;color:#0b5f3a}
  .mark{display:inline-block;width:28px;height:28px;border-radius:8px;background:#0b7a4b}
  section{background:#fff;border-radius:14px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
  h1{margin:0 0 4px;font-size:15px;font-weight:400;color:#4a5060}
  .amount{margin:0 0 16px;font-size:34px;font-weight:700}
  dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}
  dt{color:#4a5060}dd{margin:0;text-align:right;word-break:break-all}
  form{margin:0}.actions{display:grid;gap:10px;margin-top:20px}
  button,a.button{display:block;width:100%;min-height:48px;border-radius:24px;border:0;font:inherit;font-size:17px;text-align:center;line-height:48px;text-decoration:none;cursor:pointer}
  .pay{background:#0b7a4b;color:#fff;font-weight:700}.cancel{background:#fff;color:#1f2430;border:1px solid #c3c8d2}
  .state{margin:12px 0 0;font-size:15px}.note{margin-top:16px;font-size:12px;color:#4a5060}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>
<header><span class="mark" aria-hidden="true"></span><span>云付收银台 · CloudPay</span></header>
${body}
<p class="note">这是参考上游模拟的支付服务商页面，不会产生真实扣款。 This is the reference upstream's simulated payment provider: no real money moves.</p>
</main></body></html>`;
}

const STATE_TEXT: Record<TradeRow['status'], string> = {
  WAIT: '待支付 · Awaiting payment',
  PAID: '支付成功 · Paid',
  CANCELLED: '已取消支付 · Payment cancelled',
  CLOSED: '交易已关闭 · This payment is closed',
  REFUNDED: '商户未能受理，款项已原路退回 · The merchant could not accept it: refunded',
};

function tradePage(trade: TradeRow, nowMs: number): string {
  const open = trade.status === 'WAIT' && trade.expires_at > nowMs;
  const base = `/paygate/trade/${encodeURIComponent(trade.trade_no)}`;
  const back = trade.return_url ? `<a class="button cancel" href="${esc(trade.return_url)}">返回商户 · Back to the merchant</a>` : '';
  return page(
    `${trade.merchant} · ¥${trade.amount}`,
    `<section aria-labelledby="what">
  <h1 id="what">${esc(trade.merchant)}</h1>
  <p class="amount" data-testid="pay-amount">¥${esc(trade.amount)}</p>
  <dl>
    <dt>订单号 · Order</dt><dd data-testid="pay-order">${esc(trade.order_code)}</dd>
    <dt>支付方式 · Method</dt><dd>${esc(PAY_NAMES[trade.pay_type] ?? trade.pay_type)}</dd>
    <dt>交易号 · Trade</dt><dd>${esc(trade.trade_no)}</dd>
    <dt>请在此前支付 · Pay by</dt><dd data-testid="pay-deadline">${esc(formatChinaTime(trade.expires_at))}</dd>
  </dl>
  ${
    open
      ? `<div class="actions">
    <form method="post" action="${base}/confirm"><button class="pay" type="submit" data-testid="pay-confirm">确认支付 · Confirm payment</button></form>
    <form method="post" action="${base}/cancel"><button class="cancel" type="submit" data-testid="pay-cancel">取消 · Cancel</button></form>
  </div>`
      : `<p class="state" role="status" data-testid="pay-state">${esc(trade.status === 'WAIT' ? STATE_TEXT.CLOSED : STATE_TEXT[trade.status])}</p><div class="actions">${back}</div>`
  }
</section>`,
  );
}

/** The provider's public pages (no site guard, no token: the payer's browser comes here). */
export function registerPaymentProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = paymentsStore(db);
  const now = () => ctx.clock.now();
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      page('交易不存在 · No such payment', '<section><p class="state" role="status">交易不存在 · No such payment</p></section>'),
      404,
    );
  const tradeNoOf = (req: FastifyRequest) => String((req.params as { tradeNo?: string }).tradeNo ?? '');
  /** After an action: back to the merchant's return address, else to the trade's own page. */
  const done = (reply: FastifyReply, trade: TradeRow) =>
    reply
      .code(303)
      .header('location', trade.return_url || `/paygate/trade/${encodeURIComponent(trade.trade_no)}`)
      .send();

  app.get('/paygate/trade/:tradeNo', async (req, reply) => {
    const trade = store.trade(tradeNoOf(req));
    if (!trade) return notFound(reply);
    return html(reply, tradePage(trade, now()));
  });

  app.post('/paygate/trade/:tradeNo/confirm', async (req, reply) => {
    const t = now();
    const trade = db
      .transaction(() => {
        const row = store.trade(tradeNoOf(req));
        if (row?.status !== 'WAIT') return row;
        if (row.expires_at <= t) {
          store.setStatus(row.id, 'CLOSED');
        } else {
          store.markPaid(row.id, t);
        }
        return store.trade(row.trade_no);
      })
      .immediate();
    if (!trade) return notFound(reply);
    if (trade.status !== 'PAID' || trade.notify_body !== '') return html(reply, tradePage(trade, t), 409);
    // The provider's server-to-server notification to the merchant, signed with the merchant's key.
    const body = new URLSearchParams(notification(trade, t, notifyKeyOf(ctx))).toString();
    store.keepNotification(trade.id, body);
    const answer = await app.inject({
      method: 'POST',
      url: trade.notify_url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const accepted = (() => {
      try {
        return (JSON.parse(answer.body) as { code?: unknown }).code === 0;
      } catch {
        return false;
      }
    })();
    if (!accepted) {
      // The merchant refused the payment (the order closed meanwhile): the provider pays it back.
      store.setStatus(trade.id, 'REFUNDED');
      return html(reply, tradePage(store.trade(trade.trade_no) as TradeRow, now()), 409);
    }
    return done(reply, trade);
  });

  app.post('/paygate/trade/:tradeNo/cancel', async (req, reply) => {
    const row = store.trade(tradeNoOf(req));
    if (!row) return notFound(reply);
    store.cancelWaiting(row.id);
    return done(reply, store.trade(row.trade_no) as TradeRow);
  });
}
