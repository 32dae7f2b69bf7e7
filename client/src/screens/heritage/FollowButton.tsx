import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, Plus } from 'lucide-react';
import type { FollowButton_inheritor$key } from '../../__generated__/FollowButton_inheritor.graphql';
import type { FollowButtonMutation } from '../../__generated__/FollowButtonMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';

const fragment = graphql`
  fragment FollowButton_inheritor on HeritageInheritor {
    id
    name
    followerCount
    interactions {
      viewerIsFollowing
    }
  }
`;

const mutation = graphql`
  mutation FollowButtonMutation($input: SetInteractionInput!) {
    setFollow(input: $input) {
      resource {
        ...FollowButton_inheritor @alias(as: "inheritor")
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * Follow / unfollow an inheritor (become one of their fans). The state and the follower
 * count move at once (optimistic) and come back when the gateway refuses; anonymous visitors get
 * the login gate first.
 */
export function FollowButton({ inheritor, compact = false }: { inheritor: FollowButton_inheritor$key; compact?: boolean }) {
  const { t } = useTranslation();
  const data = useFragment(fragment, inheritor);
  const [commit, pending] = useGraphMutation<FollowButtonMutation>(mutation);
  const following = data.interactions?.viewerIsFollowing ?? false;
  const toggle = () => {
    void requireLogin().then((ok) => {
      if (!ok || pending) return;
      const active = !following;
      void commit({
        variables: { input: { resourceId: data.id, active } },
        optimisticUpdater: (store) => {
          const record = store.get(data.id);
          const interactions = record?.getLinkedRecord('interactions');
          if (!record || !interactions) return;
          record.setValue(Math.max(0, Number(record.getValue('followerCount') ?? 0) + (active ? 1 : -1)), 'followerCount');
          interactions.setValue(active, 'viewerIsFollowing');
        },
      }).then((res) =>
        toastOutcome(res, {
          message: active ? t('heritage.followed') : t('heritage.unfollowed'),
          type: 'success',
          duration: active ? 0 : 1000,
        }),
      );
    });
  };
  return (
    <button
      type="button"
      className={following ? 'heritage-follow heritage-follow--on' : 'heritage-follow'}
      aria-pressed={following}
      onClick={toggle}
      data-testid="follow-btn"
    >
      {following ? <Check size={16} aria-hidden /> : <Plus size={16} aria-hidden />}
      <span>{following ? t('heritage.following') : t('heritage.follow')}</span>
      {/* in a list, say whom (the visible text stays the start of the name) */}
      {compact && <span className="sr-only"> {data.name}</span>}
    </button>
  );
}
