/**
 * The real-name family's calls: submit a verification (`set`), read the caller's (`get`), take a
 * pending one back (`withdraw`) and give a passed one up (`cancel`). Every call needs a session and
 * touches only the caller's own verification; another user's id answers as one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, requireSite, type AppContext } from '../../context.ts';
import { type Envelope, ok } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { sm4Decrypt } from '../../crypto/sm4.ts';
import { refused } from '../../refusal.ts';
import { formatChinaTime } from '../../time.ts';
import { siteLanguageOf } from '../demo.ts';
import { uploadedRef } from '../uploads/index.ts';
import type { RejectionReason } from './provider.ts';
import { realNameStore, STATUS, type VerificationRow } from './store.ts';
import { REAL_NAME_TEXTS as T, REJECTION_TEXT, STATUS_NAME } from './texts.ts';

/** The longest name the service stores. */
const NAME_MAX_CHARS = 50;

function okMessage(message: string, data: unknown): Envelope {
  return { ...ok(data), message, msg: message };
}

/** "李青竹" → "李**": the first character kept. */
function maskName(name: string): string {
  const chars = Array.from(name);
  return chars.length === 0 ? '' : `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/** "51010419880512341X" → "5101**********341X". */
function maskNumber(number: string): string {
  return number.length > 8 ? `${number.slice(0, 4)}${'*'.repeat(number.length - 8)}${number.slice(-4)}` : number;
}

/** A verification as the service answers it: masked values and their SM4 hex, the state, the verdict. */
function answer(row: VerificationRow, req: FastifyRequest): Record<string, unknown> {
  const reason = row.reason_code as RejectionReason | null;
  return {
    id: String(row.id),
    status: String(row.status),
    statusName: STATUS_NAME[row.status] ?? '',
    realName: maskName(sm4Decrypt(row.name_enc) ?? ''),
    nameEncryption: row.name_enc,
    idCard: maskNumber(sm4Decrypt(row.id_number_enc) ?? ''),
    encryption: row.id_number_enc,
    facePhoto: row.face_photo ?? '',
    reasonCode: reason ?? '',
    reason: reason ? REJECTION_TEXT[siteLanguageOf(req.site?.site_language)][reason] : '',
    createTime: formatChinaTime(row.submitted_at),
    auditTime: row.decided_at === null ? '' : formatChinaTime(row.decided_at),
  };
}

/** The submitted form, read and checked: the values to store, or the refusal's message. */
function readSubmission(ctx: AppContext, req: FastifyRequest): { name: string; idNumber: string; facePhoto: string | null } | string {
  const name = formInput(req, 'name').trim();
  if (name === '') return T.nameRequired;
  if (Array.from(name).length > NAME_MAX_CHARS) return T.nameTooLong;
  const idNumber = (sm4Decrypt(formInput(req, 'idCard')) ?? '').toUpperCase();
  if (!/^\d{17}[\dX]$/.test(idNumber)) return T.idCardInvalid;
  const photo = formInput(req, 'facePhoto').trim();
  const facePhoto = photo === '' ? null : uploadedRef(ctx.db, photo, 'IMAGE');
  if (photo !== '' && !facePhoto) return T.facePhotoUnknown;
  return { name, idNumber, facePhoto };
}

function registerSubmit(api: FastifyInstance, ctx: AppContext): void {
  const store = realNameStore(ctx.db);
  api.post('/res/api/realNameAuth/set', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const form = readSubmission(ctx, req);
    if (typeof form === 'string') return refused(form);
    const now = ctx.clock.now();
    return ctx.db
      .transaction((): Envelope => {
        store.settle(now);
        const current = store.current(user.id);
        if (current?.status === STATUS.PENDING) return refused(T.pending);
        if (current?.status === STATUS.PASSED) return refused(T.passed);
        if (store.numberHeldByOther(form.idNumber, user.id)) return refused(T.numberTaken);
        const row = store.submit({ userId: user.id, siteCode: site.site_code, ...form, at: now });
        return okMessage(T.submitted, answer(row, req));
      })
      .immediate();
  });
}

function registerRead(api: FastifyInstance, ctx: AppContext): void {
  const store = realNameStore(ctx.db);
  api.get('/res/api/realNameAuth/get', async (req) => {
    requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    store.settle(ctx.clock.now());
    const row = store.current(user.id);
    return ok(row ? answer(row, req) : null);
  });
}

/** `withdraw` (a pending verification) and `cancel` (a passed one): back to none. */
function registerEnd(api: FastifyInstance, ctx: AppContext): void {
  const store = realNameStore(ctx.db);
  for (const [path, from, to, wrongState, done] of [
    ['/res/api/realNameAuth/withdraw', STATUS.PENDING, STATUS.WITHDRAWN, T.notPending, T.withdrawn],
    ['/res/api/realNameAuth/cancel', STATUS.PASSED, STATUS.CANCELLED, T.notPassed, T.cancelled],
  ] as const) {
    api.post(path, async (req) => {
      requireSite(req);
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const id = Number.parseInt(formInput(req, 'id'), 10);
      const now = ctx.clock.now();
      return ctx.db
        .transaction((): Envelope => {
          store.settle(now);
          const row = Number.isSafeInteger(id) ? store.own(id, user.id) : undefined;
          if (!row) return refused(T.notFound);
          if (!store.end(row.id, from, to, now)) return refused(wrongState);
          return okMessage(done, { id: String(row.id) });
        })
        .immediate();
    });
  }
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerSubmit(api, ctx);
  registerRead(api, ctx);
  registerEnd(api, ctx);
}
