/**
 * Withdrawing from the wallet: the amount's rules and the attempt key's form first (nothing is
 * asked of the shop when they fail), then the shop decides in its transaction, the key first: the
 * same key answers the first withdrawal, so a double tap or a retried request withdraws once.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutate } from '../../core/mutate.ts';
import { decodeData, type Envelope } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import type { WithdrawFromWalletInput } from '../../generated/resolvers-types.ts';
import { withdrawalRefusalOf } from './refusals.ts';
import { REQUEST_KEY, WITHDRAWAL_DAILY_LIMIT_FEN, WITHDRAWAL_MIN_FEN, yuanOf } from './rules.ts';
import type { WithdrawalPayloadSource, WithdrawalRow } from './types.ts';
import { withdraw } from './upstream.ts';

/** The limit a refusal names (its message shows it). */
const LIMITS: Partial<Record<string, number>> = {
  WITHDRAWAL_BELOW_MINIMUM: WITHDRAWAL_MIN_FEN,
  WITHDRAWAL_OVER_DAILY_LIMIT: WITHDRAWAL_DAILY_LIMIT_FEN,
};

/** The shop's refusal, with the limit it names. */
function refusal(envelope: Envelope, field: string | null) {
  const error = withdrawalRefusalOf(envelope, field);
  return error && { ...error, limit: LIMITS[error.code] ?? error.limit };
}

export function withdrawFromWallet(input: WithdrawFromWalletInput, ctx: GatewayContext): Promise<WithdrawalPayloadSource> {
  return mutate<{ withdrawal: WithdrawalRow | null }>(
    ctx,
    { withdrawal: null },
    async (s) => {
      const key = input.requestKey.trim();
      if (!REQUEST_KEY.test(key)) s.refuse(inputError('WITHDRAWAL_KEY_INVALID', 'requestKey'));
      const amount = input.amountFen;
      if (!Number.isSafeInteger(amount) || amount < WITHDRAWAL_MIN_FEN)
        s.refuse(inputError('WITHDRAWAL_BELOW_MINIMUM', 'amountFen', WITHDRAWAL_MIN_FEN));
      if (amount > WITHDRAWAL_DAILY_LIMIT_FEN) s.refuse(inputError('WITHDRAWAL_OVER_DAILY_LIMIT', 'amountFen', WITHDRAWAL_DAILY_LIMIT_FEN));
      const envelope = s.accepted(await withdraw(ctx.upstream, await ctx.loaders.shop.session(), yuanOf(amount), key), 'amountFen');
      ctx.loaders.shop.clearWallet();
      const row = decodeData<WithdrawalRow>(envelope);
      return { withdrawal: row && typeof row === 'object' && row.withdrawId !== undefined ? row : null };
    },
    { refusal },
  );
}
