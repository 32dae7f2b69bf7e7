/**
 * Real-name verification in the graph: the user's verification (masked values only) and the
 * mutations that submit, withdraw and cancel it. Each checks the gateway's rules (rules.ts) BEFORE
 * calling the upstream, so a refused input costs no write and changes nothing.
 */
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { maskCertificateNumber, maskPersonName } from '../../core/identity.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import { sm4Decrypt, sm4Encrypt } from '../../core/sm4.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { mutateWith, type RefusalMapper } from '../../core/mutate.ts';
import { inputError, type UserErrorCode } from '../../core/user-errors.ts';
import { chinaDay } from '../../core/time.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { userSource } from '../viewer/index.ts';
import { knownReason } from './reasons.ts';
import { refusalOf } from './refusals.ts';
import {
  canCancel,
  canSubmit,
  canWithdraw,
  submitStateError,
  validateSubmission,
  VERIFICATION_LIMITS,
  verificationState,
} from './rules.ts';
import { endVerification, submitVerification } from './upstream.ts';
import type { VerificationSource } from './types.ts';

const SUBMISSION = 'RealNameSubmission';

/** The field each of the family's refusals is about. */
const REFUSAL_FIELD: Partial<Record<UserErrorCode, string>> = {
  VERIFICATION_NUMBER_TAKEN: 'idNumber',
  VERIFICATION_ID_NUMBER_FORMAT: 'idNumber',
  VERIFICATION_NAME_REQUIRED: 'name',
  FILE_UNKNOWN: 'facePhotoId',
  RESOURCE_NOT_FOUND: 'submissionId',
};

const refusal: RefusalMapper = (envelope, field) => {
  const error = refusalOf(envelope, field);
  return error && { ...error, field: REFUSAL_FIELD[error.code] ?? field };
};

const mutateVerification = mutateWith(refusal);

/** The user's current verification (the request's session), fresh after a mutation cleared it. */
async function currentSource(ctx: GatewayContext): Promise<VerificationSource> {
  requireToken(ctx);
  return { row: await ctx.loaders.verification.current() };
}

/** The payload's user: the viewer, whose verification reads fresh. */
async function payloadUser(ctx: GatewayContext) {
  return userSource(await requireViewer(ctx));
}

function endCall(call: 'withdraw' | 'cancel') {
  return (ctx: GatewayContext, submissionId: string) =>
    mutateVerification(ctx, {}, async (m) => {
      const id = m.rawId(submissionId, SUBMISSION, 'submissionId');
      if (!isUpstreamId(id)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'submissionId'));
      // the gateway's rule on the user's current verification; any other id is the upstream's to answer
      const current = await ctx.loaders.verification.current();
      if (current && String(current.id) === id) {
        const state = verificationState(current.status);
        if (call === 'withdraw' && !canWithdraw(state)) m.refuse(inputError('VERIFICATION_NOT_PENDING', 'submissionId'));
        if (call === 'cancel' && !canCancel(state)) m.refuse(inputError('VERIFICATION_NOT_PASSED', 'submissionId'));
      }
      m.accepted(await endVerification(ctx.upstream, call, id), 'submissionId');
      ctx.loaders.verification.clear();
      return {};
    });
}

const withdraw = endCall('withdraw');
const cancel = endCall('cancel');

export const verificationResolvers: Resolvers = {
  InputLimits: {
    verificationNameMaxLength: () => VERIFICATION_LIMITS.verificationNameMaxLength,
    verificationIdNumberLength: () => VERIFICATION_LIMITS.verificationIdNumberLength,
  },
  User: {
    verification: (_u, _args, ctx) => currentSource(ctx),
  },
  RealNameVerification: {
    submissionId: (v) => (v.row ? toGlobalId(SUBMISSION, String(v.row.id)) : null),
    state: (v) => verificationState(v.row?.status),
    maskedName: (v, _args, ctx) => {
      const name = v.row?.nameEncryption ? sm4Decrypt(v.row.nameEncryption, ctx.settings.sm4Key) : null;
      return name ? maskPersonName(name) : null;
    },
    maskedIdNumber: (v, _args, ctx) => {
      const number = v.row?.encryption ? sm4Decrypt(v.row.encryption, ctx.settings.sm4Key) : null;
      return number ? maskCertificateNumber(number) : null;
    },
    rejectionReason: async (v, _args, ctx) => {
      if (verificationState(v.row?.status) !== 'REJECTED') return null;
      const language = ctx.language ?? (await ctx.siteSummary()).language;
      return knownReason(text(v.row?.reasonCode), language) ?? text(v.row?.reason);
    },
    hasFacePhoto: (v) => text(v.row?.facePhoto) !== null,
    submittedAt: (v) => chinaDateTime(v.row?.createTime),
    decidedAt: (v) => chinaDateTime(v.row?.auditTime),
    canSubmit: (v) => canSubmit(verificationState(v.row?.status)),
    canWithdraw: (v) => canWithdraw(verificationState(v.row?.status)),
    canCancel: (v) => canCancel(verificationState(v.row?.status)),
  },
  Mutation: {
    submitRealNameVerification: (_root, { input }, ctx) =>
      mutateVerification(ctx, {}, async (m) => {
        const form = validateSubmission(input, chinaDay(ctx.now.getTime()));
        const photo = input.facePhotoId ? uploadedFileKeys([input.facePhotoId], 'facePhotoId', 'IMAGE') : { keys: [], errors: [] };
        m.check([...form.errors, ...photo.errors]);
        m.check(submitStateError(verificationState((await ctx.loaders.verification.current())?.status)));
        m.accepted(
          await submitVerification(ctx.upstream, {
            name: form.name,
            idCard: sm4Encrypt(form.idNumber, ctx.settings.sm4Key),
            facePhoto: photo.keys[0] ?? null,
          }),
        );
        ctx.loaders.verification.clear();
        return {};
      }),
    withdrawRealNameVerification: (_root, { input }, ctx) => withdraw(ctx, input.submissionId),
    cancelRealNameVerification: (_root, { input }, ctx) => cancel(ctx, input.submissionId),
  },
  RealNameVerificationPayload: {
    errors: (p) => p.errors,
    user: (_p, _args, ctx) => payloadUser(ctx),
  },
};
