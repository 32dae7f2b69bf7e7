import type { GatewayContext } from '../../core/context.ts';
import { maskCertificateNumber } from '../../core/identity.ts';
import { mutateWith } from '../../core/mutate.ts';
import { text } from '../../core/normalise.ts';
import type { PayloadSource } from '../../core/payload.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { newOrderCode } from '../../core/payload.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { chinaDay } from '../../core/time.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError, refusalsOf } from '../../core/user-errors.ts';
import { validateCode, validatePhone } from '../../core/validation.ts';
import type { JoinActivityInput, Resolvers, SendSignUpCodeInput } from '../../generated/resolvers-types.ts';
import { activityNodeLoaders } from '../activities/index.ts';
import { clearOrders, payloadFields } from '../orders/index.ts';
import { sendCodeTo } from '../session/index.ts';
import { signUpRefusals } from './messages.ts';
import { checkAnswers, fieldOf, needsSmsCode } from './rules.ts';
import type { SignUpAnswerRow, SignUpAnswerValue, SignUpFieldValue } from './types.ts';
import { saveSignUp, sendSignUpCode } from './upstream.ts';

/** What `JoinActivityPayload` resolves from: the new order and the activity. */
export interface JoinActivityPayloadSource extends PayloadSource {
  orderCode?: string | null;
  activityId?: string | null;
}

const { refusalOf } = refusalsOf(signUpRefusals);
const mutateSignUp = mutateWith(refusalOf);

/** Seats one form sign-up takes (a form is one person's). */
const SEATS = 1;

/** The refusal's field: the code's for CODE_WRONG / CODE_EXPIRED, the sold-out session's, else the upstream's reading. */
function fieldOfRefusal(code: string, field: string | null): string | null {
  if (code === 'CODE_WRONG' || code === 'CODE_EXPIRED') return 'smsCode';
  if (code === 'SOLD_OUT' || code === 'ALREADY_BOOKED' || code === 'SIGN_UP_CLOSED') return 'sessionId';
  return field;
}

function joinActivity(input: JoinActivityInput, ctx: GatewayContext) {
  return mutateSignUp<Omit<JoinActivityPayloadSource, 'errors'>>(ctx, {}, async (m) => {
    const activityId = m.rawId(input.activityId, ['Activity'], 'activityId');
    if (!isUpstreamId(activityId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'activityId'));
    const sessionId = input.sessionId.trim();
    if (!isUpstreamId(sessionId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'sessionId'));
    const fields = await ctx.loaders.signUp.fields.load(activityId);
    if (fields.length === 0) m.refuse(inputError('RESOURCE_NOT_FOUND', 'activityId'));
    const { values, errors } = checkAnswers(
      fields,
      input.answers.map((a) => ({ fieldId: a.fieldId, values: a.values })),
      chinaDay(ctx.now.getTime()),
    );
    const smsCode = input.smsCode?.trim() ?? '';
    m.check([...errors, ...(needsSmsCode(fields) ? validateCode(smsCode, 'smsCode') : [])], { activityId });
    const answers = JSON.stringify([...values].map(([fieldId, value]) => ({ fieldId, value })));
    const envelope = await saveSignUp(ctx.upstream, { activityId, sessionId, orderNum: SEATS, answers, smsCode });
    ctx.loaders.activities.detail.clear(activityId);
    m.accepted(envelope, 'activityId', {
      refusal: (e, field) => {
        const refusal = refusalOf(e, field);
        return refusal && { ...refusal, field: fieldOfRefusal(refusal.code, refusal.field) };
      },
      extra: { activityId },
    });
    const orderCode = newOrderCode(envelope);
    clearOrders(ctx, orderCode);
    return { orderCode, activityId };
  });
}

async function sendCode(input: SendSignUpCodeInput, ctx: GatewayContext) {
  const [invalid] = validatePhone(input.phone);
  if (invalid) return { sent: false, retryAfterSeconds: 0, errors: [invalid] };
  const activityId = rawIdOf(input.activityId, ['Activity']);
  const fields = activityId && isUpstreamId(activityId) ? await ctx.loaders.signUp.fields.load(activityId) : [];
  if (!needsSmsCode(fields)) return { sent: false, retryAfterSeconds: 0, errors: [inputError('RESOURCE_NOT_FOUND', 'activityId')] };
  const phone = input.phone.trim();
  return sendCodeTo(ctx, phone, () => sendSignUpCode(ctx.upstream, encryptPhone(phone, ctx.settings.sm4Key)));
}

/** An answer as its owner sees it: choices by their labels, an ID number masked. */
function answerOf(row: SignUpAnswerRow, fields: readonly SignUpFieldValue[]): SignUpAnswerValue | null {
  const field = fields.find((f) => f.id === text(row.fieldId)) ?? fieldOf({ ...row, id: row.fieldId });
  if (!field) return null;
  const value = text(row.value) ?? '';
  if (field.type === 'SINGLE_CHOICE' || field.type === 'MULTIPLE_CHOICE') {
    const labels = value.split(',').map((v) => field.options.find((o) => o.value === v)?.label ?? v);
    return { label: field.label, type: field.type, values: labels };
  }
  return { label: field.label, type: field.type, values: [field.type === 'ID_NUMBER' ? maskCertificateNumber(value) : value] };
}

export const signUpResolvers: Resolvers = {
  Mutation: {
    joinActivity: (_root, { input }, ctx) => joinActivity(input, ctx),
    sendSignUpCode: (_root, { input }, ctx) => sendCode(input, ctx),
  },
  Activity: {
    signUpForm: async (a, _, ctx) => {
      if (!isUpstreamId(a.id)) return null;
      const fields = await ctx.loaders.signUp.fields.load(a.id);
      return fields.length > 0 ? { activityId: a.id, fields } : null;
    },
  },
  SignUpForm: {
    needsSmsCode: (f) => needsSmsCode(f.fields),
  },
  ReservationOrder: {
    signUpAnswers: async (o, _, ctx) => {
      if (!ctx.session.token) return [];
      const rows = await ctx.loaders.signUp.answers.load(o.id);
      const activityIds = [...new Set(rows.map((r) => text(r.activityId)).filter((id): id is string => id !== null))];
      const fields = (await ctx.loaders.signUp.fields.loadMany(activityIds)).flatMap((f) => (f instanceof Error ? [] : f));
      return rows.flatMap((row) => answerOf(row, fields) ?? []);
    },
  },
  JoinActivityPayload: {
    errors: payloadFields.errors,
    order: payloadFields.order,
    activity: async (p, _, ctx) => (p.activityId ? (activityNodeLoaders.Activity?.(p.activityId, ctx) ?? null) : null),
  },
};
