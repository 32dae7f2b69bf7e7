import { useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useInteractionToggle_subject$key } from '../../__generated__/useInteractionToggle_subject.graphql';
import type { useInteractionToggleLikeMutation } from '../../__generated__/useInteractionToggleLikeMutation.graphql';
import type { useInteractionToggleFavouriteMutation } from '../../__generated__/useInteractionToggleFavouriteMutation.graphql';
import { requireLogin } from '../../session/loginGate';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';

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

export interface InteractionToggle {
  likeCount: number;
  favouriteCount: number;
  liked: boolean;
  favourited: boolean;
  toggleLike(): void;
  toggleFavourite(): void;
}

/**
 * Like and favourite (spec doc 2 §4.1): the current state decides add or remove, the count moves
 * by one at once (optimistic) and is rolled back when the gateway refuses. Anonymous visitors get
 * the login gate first. Toasts: "Thanks for your praise" 1000 ms, "Thanks for your collection"
 * (spec duration 0 → the default), "Cancellation succeeded" on undo.
 */
export function useInteractionToggle(subject: useInteractionToggle_subject$key): InteractionToggle {
  const { t } = useTranslation();
  const data = useFragment(fragment, subject);
  const [commitLike, likePending] = useGraphMutation<useInteractionToggleLikeMutation>(likeMutation);
  const [commitFavourite, favouritePending] = useGraphMutation<useInteractionToggleFavouriteMutation>(favouriteMutation);
  const busy = useRef({ like: false, favourite: false });
  busy.current = { like: likePending, favourite: favouritePending };
  const i = data.interactions;
  const liked = i?.viewerHasLiked ?? false;
  const favourited = i?.viewerHasFavourited ?? false;

  return {
    likeCount: i?.likeCount ?? 0,
    favouriteCount: i?.favouriteCount ?? 0,
    liked,
    favourited,
    toggleLike: () => {
      void requireLogin().then((ok) => {
        if (!ok || busy.current.like) return;
        const active = !liked;
        void commitLike({
          variables: { input: { resourceId: data.id, active } },
          optimisticUpdater: optimisticFlip(data.id, 'likeCount', 'viewerHasLiked', active),
        }).then((res) => toastOutcome(res, { message: active ? t('interact.praise') : t('interact.cancelled'), type: 'success', duration: 1000 }));
      });
    },
    toggleFavourite: () => {
      void requireLogin().then((ok) => {
        if (!ok || busy.current.favourite) return;
        const active = !favourited;
        void commitFavourite({
          variables: { input: { resourceId: data.id, active } },
          optimisticUpdater: optimisticFlip(data.id, 'favouriteCount', 'viewerHasFavourited', active),
        }).then((res) => toastOutcome(res, { message: active ? t('interact.collect') : t('interact.cancelled'), type: 'success', duration: active ? undefined : 1000 }));
      });
    },
  };
}
