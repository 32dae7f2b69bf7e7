/**
 * The sign-up forms' calls: an activity's fields, the code sent to the form's phone, the sign-up
 * with its answers (`user/api/activityOrder/save`: the orders' sign-up with the answers checked
 * and kept in the same IMMEDIATE transaction) and the answers of the caller's own order.
 */
import type { FastifyInstance } from 'fastify';
import { formInput, input, requireSite, type AppContext } from '../../context.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { fail, ok, plainList } from '../../envelope.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { refuse } from '../../refusal.ts';
import { consumeCode, sendCode, verifyCode, type UserRow } from '../accounts/index.ts';
import { activitiesStore } from '../activities/index.ts';
import { signUpOrders } from '../orders/index.ts';
import { bookingKit, okMessage } from '../reservations/index.ts';
import { checkedAnswers } from './answers.ts';
import { signupFormsStore, type FieldRow, type SignupFormsStore } from './store.ts';
import { TEXTS } from './texts.ts';

/** At most this many activities' fields, or orders' answers, in one call. */
const MAX_ACTIVITIES = 50;

function fieldItem(f: FieldRow) {
  return {
    id: String(f.id),
    activityId: String(f.activity_id),
    fieldName: f.label,
    fieldType: f.field_type,
    required: String(f.required),
    minValue: f.min_value === null ? '' : String(f.min_value),
    maxValue: f.max_value === null ? '' : String(f.max_value),
    options: (JSON.parse(f.options) as string[]).map((label, i) => ({ value: String(i + 1), label })),
    sort: String(f.sort),
  };
}

/** The order's contact from the answers: the first text field's (else the nickname), the phone field's (else the user's). */
function contactOf(fields: readonly FieldRow[], values: ReadonlyMap<number, string>, user: UserRow) {
  const answerOf = (type: FieldRow['field_type']) => {
    const field = fields.find((f) => f.field_type === type);
    return field ? values.get(field.id) : undefined;
  };
  return { name: answerOf('text') ?? user.nickname, phone: answerOf('phone') ?? user.phone ?? '' };
}

function registerFieldRoutes(app: FastifyInstance, ctx: AppContext, store: SignupFormsStore): void {
  const activities = activitiesStore(ctx.db);
  app.get('/res/api/activity/signUpFields', async (req) => {
    const site = requireSite(req);
    const ids = input(req, 'activityIds')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, MAX_ACTIVITIES);
    const rows = ids.flatMap((id) => {
      const a = activities.byId(site.site_code, Number.parseInt(id, 10));
      return a ? store.fields(a.id) : [];
    });
    return plainList(rows.map(fieldItem));
  });

  app.get('/act/api/activityOrder/sendSmsCode', async (req) => {
    if (!callerOf(ctx, req)) return notLoggedIn();
    const phone = decryptPhone(input(req, 'phone'));
    if (!phone) return fail(1, TEXTS.badPhone);
    const sent = sendCode(ctx.db, phone, 'ACTIVITY', ctx.clock.now());
    if (!sent.ok) return fail(1, sent.message);
    if (ctx.smsLog) console.log(`[sms] ${phone} ← ${sent.code}`);
    return okMessage(TEXTS.codeSent);
  });
}

function registerSaveRoute(app: FastifyInstance, ctx: AppContext, store: SignupFormsStore): void {
  const { writeAsCaller, orderNumOf, now } = bookingKit(ctx);
  const signUp = signUpOrders(ctx);

  // A wrong code's try is counted: that refusal answers, it does not roll the write back.
  app.post('/user/api/activityOrder/save', async (req) =>
    writeAsCaller(req, (site, user) => {
      const fields = store.fields(Number.parseInt(formInput(req, 'activityId'), 10) || 0);
      let values = new Map<number, string>();
      let codeId: number | null = null;
      let wrongCode: string | null = null;
      const order = (() => {
        try {
          return signUp(site, user, {
            activityId: formInput(req, 'activityId'),
            sessionId: formInput(req, 'sessionId'),
            orderNum: () => orderNumOf(req),
            contact: () => contactOf(fields, values, user),
            check: () => {
              if (fields.length === 0) refuse(TEXTS.noForm);
              values = checkedAnswers(fields, formInput(req, 'answers'));
              const phone = contactOf(fields, values, user).phone;
              if (!fields.some((f) => f.field_type === 'phone')) return;
              const check = verifyCode(ctx.db, phone, 'ACTIVITY', formInput(req, 'smsCode'), now());
              if (!check.ok) {
                wrongCode = check.message;
                refuse(check.message);
              }
              codeId = check.id;
            },
          });
        } catch (err) {
          // a wrong code answers inside the transaction, so its counted try is kept
          if (wrongCode !== null) return null;
          throw err;
        }
      })();
      if (!order) return fail(1, wrongCode ?? '');
      if (codeId !== null) consumeCode(ctx.db, codeId);
      store.saveAnswers(order.id, values);
      return ok({ orderCode: order.orderCode, status: String(order.status) });
    }),
  );
}

function registerAnswerRoutes(app: FastifyInstance, ctx: AppContext, store: SignupFormsStore): void {
  app.get('/user/api/activityOrder/answers', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const codes = input(req, 'orderCodes')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '')
      .slice(0, MAX_ACTIVITIES);
    return plainList(
      codes.flatMap((code) =>
        store.answersOf(code, user.id, site.site_code).map((a) => ({
          orderCode: a.order_code,
          activityId: String(a.activity_id),
          fieldId: String(a.field_id),
          fieldName: a.label,
          fieldType: a.field_type,
          value: a.value,
        })),
      ),
    );
  });
}

export function registerSignupFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = signupFormsStore(ctx.db);
  registerFieldRoutes(app, ctx, store);
  registerSaveRoute(app, ctx, store);
  registerAnswerRoutes(app, ctx, store);
}
