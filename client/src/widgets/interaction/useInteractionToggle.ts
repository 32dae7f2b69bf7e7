import { ensureFamilyTexts } from '../../i18n';
import { interactionTexts } from './texts';
import { useRef, use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useInteractionToggle_subject$key } from '../../__generated__/useInteractionToggle_subject.graphql';
import type { useInteractionToggleLikeMutation } from '../../__generated__/useInteractionToggleLikeMutation.graphql';
import type { useInteractionToggleFavouriteMutation } from '../../__generated__/useInteractionToggleFavouriteMutation.graphql';
import { requireLogin } from '../../session/loginGate';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import type { ToastOptions } from '../../env/toast';

const fragment = graphql`
  fragment useInteractionToggle_subject on Interactable {
    id
    interactions {
      likeCount
      favouriteCount
      viewerHasLiked
      viewerHasFavourited
    }
  }
`;

const likeMutation = graphql`
  mutation useInteractionToggleLikeMutation($input: SetInteractionInput!) {
    setLike(input: $input) {
      resource {
        ...useInteractionToggle_subject @alias(as: "subject")
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const favouriteMutation = graphql`
  mutation useInteractionToggleFavouriteMutation($input: SetInteractionInput!) {
    setFavourite(input: $input) {
      resource {
        ...useInteractionToggle_subject @alias(as: "subject")
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** Flips a state and moves its count by one in the store (rolled back by Relay on failure). */
function optimisticFlip(id: string, countField: string, stateField: string, active: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const interactions = store.get(id)?.getLinkedRecord('interactions');
    if (!interactions) return;
    const count = Number(interactions.getValue(countField) ?? 0);
    interactions.setValue(Math.max(0, count + (active ? 1 : -1)), countField);
    interactions.setValue(active, stateField);
  };
}

type Kind = 'like' | 'favourite';

/** The interactions fields a flip moves: the count and the viewer's state. */
const FIELDS: Record<Kind, readonly [count: string, state: string]> = {
  like: ['likeCount', 'viewerHasLiked'],
  favourite: ['favouriteCount', 'viewerHasFavourited'],
};

export interface InteractionToggle {
  likeCount: number;
  favouriteCount: number;
  liked: boolean;
  favourited: boolean;
  toggleLike(): void;
  toggleFavourite(): void;
}

/**
 * Like and favourite: the current state decides add or remove, the count moves
 * by one at once (optimistic) and is rolled back when the gateway refuses. Anonymous visitors get
 * the login gate first. Toasts: "Thanks for your praise" 1000 ms, "Thanks for your
 * collection" duration 0 (it stays until replaced or the page changes), "Cancellation
 * succeeded" on undo.
 */
export function useInteractionToggle(subject: useInteractionToggle_subject$key): InteractionToggle {
  const { t } = useTranslation();
  use(ensureFamilyTexts(interactionTexts));
  const data = useFragment(fragment, subject);
  const [commitLike, likePending] = useGraphMutation<useInteractionToggleLikeMutation>(likeMutation);
  const [commitFavourite, favouritePending] = useGraphMutation<useInteractionToggleFavouriteMutation>(favouriteMutation);
  const busy = useRef({ like: false, favourite: false });
  busy.current = { like: likePending, favourite: favouritePending };
  const i = data.interactions;
  const liked = i?.viewerHasLiked ?? false;
  const favourited = i?.viewerHasFavourited ?? false;

  /** Login gate, then the flip of one state (unless its mutation is in flight), then its toast. */
  const flip = (kind: Kind, active: boolean, success: ToastOptions) => {
    const commit = kind === 'like' ? commitLike : commitFavourite;
    const [countField, stateField] = FIELDS[kind];
    void requireLogin().then((ok) => {
      if (!ok || busy.current[kind]) return;
      void commit({
        variables: { input: { resourceId: data.id, active } },
        optimisticUpdater: optimisticFlip(data.id, countField, stateField, active),
      }).then((res) => toastOutcome(res, success));
    });
  };

  return {
    likeCount: i?.likeCount ?? 0,
    favouriteCount: i?.favouriteCount ?? 0,
    liked,
    favourited,
    toggleLike: () =>
      flip('like', !liked, { message: !liked ? t('interact.praise') : t('interact.cancelled'), type: 'success', duration: 1000 }),
    toggleFavourite: () =>
      flip('favourite', !favourited, {
        message: !favourited ? t('interact.collect') : t('interact.cancelled'),
        type: 'success',
        duration: !favourited ? 0 : 1000,
      }),
  };
}
