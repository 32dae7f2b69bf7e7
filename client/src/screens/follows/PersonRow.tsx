import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Check, Plus, UserRound } from 'lucide-react';
import type { PersonRow_person$key } from '../../__generated__/PersonRow_person.graphql';
import type { PersonRowFollowMutation } from '../../__generated__/PersonRowFollowMutation.graphql';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';

const mutation = graphql`
  mutation PersonRowFollowMutation($input: SetPersonFollowInput!) {
    setPersonFollow(input: $input) {
      person {
        id
        viewerFollows
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** One person of the fans or follows list, with follow / unfollow in place (the row stays; its button changes). */
export function PersonRow({ person, fan }: { person: PersonRow_person$key; fan: boolean }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment PersonRow_person on Person {
        id
        nickname
        viewerFollows
        avatar {
          url(size: SMALL)
        }
      }
    `,
    person,
  );
  const [commit, pending] = useGraphMutation<PersonRowFollowMutation>(mutation);
  const toggle = async () => {
    if (pending) return;
    const active = !p.viewerFollows;
    const res = await commit({
      variables: { input: { personId: p.id, active } },
      optimisticResponse: { setPersonFollow: { person: { id: p.id, viewerFollows: active }, errors: [] } },
    });
    toastOutcome(res, { message: active ? t('follows.followed') : t('follows.unfollowed'), type: 'success', duration: 1000 });
  };
  return (
    <li className="follow-row" data-testid="person-row">
      {p.avatar ? (
        <img className="follow-row__avatar" src={p.avatar.url} alt="" loading="lazy" />
      ) : (
        <span className="follow-row__avatar follow-row__avatar--none">
          <UserRound aria-hidden size={20} />
        </span>
      )}
      <span className="follow-row__name" data-testid="person-name">
        {p.nickname}
      </span>
      <button
        type="button"
        className={p.viewerFollows ? 'follow-toggle follow-toggle--on' : 'follow-toggle'}
        aria-pressed={p.viewerFollows}
        onClick={() => void toggle()}
        data-testid="person-follow"
      >
        {p.viewerFollows ? <Check aria-hidden size={14} /> : <Plus aria-hidden size={14} />}
        {p.viewerFollows ? t('follows.followingButton') : fan ? t('follows.followBack') : t('follows.follow')}
      </button>
    </li>
  );
}
