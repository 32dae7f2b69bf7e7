/**
 * Binding an invitation code: the code is checked here first (given, letters and digits: a
 * refused input sends nothing upstream); the upstream decides once-per-user, not-one's-own and
 * the gift in its own transaction.
 */
import { requireViewer } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { userSource } from '../viewer/index.ts';
import { refusalOf } from './refusals.ts';
import { checkInvitationCode } from './rules.ts';
import type { BindInvitationCodePayloadSource } from './types.ts';
import { bindInviteCode } from './upstream.ts';

type Fields = Omit<BindInvitationCodePayloadSource, 'errors'>;

const mutateInvitation = mutateWith((envelope) => {
  const refusal = refusalOf(envelope);
  return refusal && { ...refusal, field: 'code' };
});

export function bindInvitationCode(input: { code: string }, ctx: GatewayContext): Promise<BindInvitationCodePayloadSource> {
  return mutateInvitation<Fields>(ctx, { inviterNickname: null, user: null }, async (m) => {
    const checked = checkInvitationCode(input.code);
    if ('error' in checked) m.refuse(checked.error);
    const { code } = checked as { code: string };
    const envelope = m.accepted(await bindInviteCode(ctx.upstream, code));
    ctx.loaders.invitations.clear();
    ctx.loaders.points.clear();
    const inviter = decodeData<{ inviterNickName?: string }>(envelope)?.inviterNickName;
    return { inviterNickname: inviter || null, user: userSource(await requireViewer(ctx)) };
  });
}
