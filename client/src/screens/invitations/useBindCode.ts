import { graphql } from 'react-relay';
import type { useBindCodeMutation } from '../../__generated__/useBindCodeMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';

const bindMutation = graphql`
  mutation useBindCodeMutation($input: BindInvitationCodeInput!) {
    bindInvitationCode(input: $input) {
      inviterNickname
      errors {
        ...useGraphMutation_error
      }
      user {
        id
        counts {
          points
        }
        invitations {
          hasBoundCode
          invitedBy
        }
      }
    }
  }
`;

/** What binding a code came to: accepted, or refused with the gateway's words (about the code, or the request failed). */
export type BindOutcome = { ok: true } | { ok: false; message: string | null };

/** Binds an invitation code for the signed-in user; the refusal's message is about the code field. */
export function useBindCode(): [(code: string) => Promise<BindOutcome>, boolean] {
  const [commit, pending] = useGraphMutation<useBindCodeMutation>(bindMutation);
  const bind = async (code: string): Promise<BindOutcome> => {
    const res = await commit({ variables: { input: { code } } });
    if (!res) return { ok: false, message: null };
    const first = res.errors[0];
    return first ? { ok: false, message: first.message } : { ok: true };
  };
  return [bind, pending];
}
