import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, ThumbsUp } from 'lucide-react';
import type { VoteButtonMutation } from '../../__generated__/VoteButtonMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { requireLogin } from '../../session/loginGate';
import { isSignedIn } from '../../session/session';
import { Spinner } from '../../shell/StateViews';

const mutation = graphql`
  mutation VoteButtonMutation($input: CastVoteInput!) {
    castVote(input: $input) {
      work {
        id
        voteCount
        rank
        viewerVotesToday
      }
      vote {
        id
        voteCount
        viewerVotesToday
        viewerVotesLeftToday
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * Votes for a work. The gateway decides (the vote's rules); the button only reflects what the
 * viewer already did today: "voted" once the work's daily votes are used.
 */
export function VoteButton({
  workId,
  title,
  voteStatus,
  votedToday,
  perWorkPerDay,
}: {
  workId: string;
  title: string;
  voteStatus: string;
  votedToday: number | null;
  perWorkPerDay: number;
}) {
  const { t } = useTranslation();
  const [commit, pending] = useGraphMutation<VoteButtonMutation>(mutation);
  const used = (votedToday ?? 0) >= perWorkPerDay;
  if (voteStatus !== 'ONGOING') {
    return (
      <button type="button" className="vote-btn" disabled data-testid="vote-btn">
        {voteStatus === 'ENDED' ? t('votes.ended') : t('votes.notStarted')}
      </button>
    );
  }
  const cast = async () => {
    if (pending) return;
    if (!isSignedIn()) {
      await requireLogin();
      return;
    }
    const payload = await commit({ variables: { input: { workId } } });
    if (!payload) return;
    const refused = payload.errors[0];
    if (refused) {
      showToast({ message: refused.message });
      return;
    }
    const left = payload.vote?.viewerVotesLeftToday ?? 0;
    showToast({ message: left > 0 ? t('votes.castLeft', { count: left }) : t('votes.castLast'), type: 'success' });
  };
  return (
    <button
      type="button"
      className={used ? 'vote-btn vote-btn--used' : 'vote-btn vote-btn--on'}
      onClick={cast}
      disabled={pending || used}
      aria-label={used ? t('votes.votedFor', { title }) : t('votes.voteFor', { title })}
      data-testid="vote-btn"
      data-used={used ? 'true' : 'false'}
    >
      {pending ? <Spinner light /> : used ? <Check aria-hidden size={16} /> : <ThumbsUp aria-hidden size={16} />}
      {used ? t('votes.voted') : t('votes.vote')}
    </button>
  );
}
