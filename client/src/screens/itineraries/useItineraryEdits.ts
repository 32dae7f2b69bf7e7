import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { useItineraryEditsMoveMutation } from '../../__generated__/useItineraryEditsMoveMutation.graphql';
import type { useItineraryEditsRemoveMutation } from '../../__generated__/useItineraryEditsRemoveMutation.graphql';
import type { useItineraryEditsAddMutation } from '../../__generated__/useItineraryEditsAddMutation.graphql';
import type { useItineraryEditsRenameMutation } from '../../__generated__/useItineraryEditsRenameMutation.graphql';
import { useGraphMutation, type UserError } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';

const moveMutation = graphql`
  mutation useItineraryEditsMoveMutation($input: MoveItineraryStopInput!) {
    moveItineraryStop(input: $input) {
      itinerary {
        ...ItineraryTimeline_itinerary
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useItineraryEditsRemoveMutation($input: RemoveItineraryStopInput!) {
    removeItineraryStop(input: $input) {
      itinerary {
        ...ItineraryTimeline_itinerary
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const addMutation = graphql`
  mutation useItineraryEditsAddMutation($input: AddItineraryStopInput!) {
    addItineraryStop(input: $input) {
      itinerary {
        ...ItineraryTimeline_itinerary
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const renameMutation = graphql`
  mutation useItineraryEditsRenameMutation($input: RenameItineraryInput!) {
    renameItinerary(input: $input) {
      itinerary {
        id
        name
        version
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * The edits of one itinerary, each sent with the version the screen shows. A refusal is told in
 * the gateway's words; on ITINERARY_CONFLICT (changed on another device) the answer carries the
 * itinerary as it is now, which replaces the one on screen. Each resolves to its errors (empty
 * when done), or null when the request failed.
 */
export function useItineraryEdits(itineraryId: string, version: number) {
  const { t } = useTranslation();
  const [move, moving] = useGraphMutation<useItineraryEditsMoveMutation>(moveMutation);
  const [remove, removing] = useGraphMutation<useItineraryEditsRemoveMutation>(removeMutation);
  const [add, adding] = useGraphMutation<useItineraryEditsAddMutation>(addMutation);
  const [rename, renaming] = useGraphMutation<useItineraryEditsRenameMutation>(renameMutation);
  const outcome = useCallback(
    (payload: { readonly errors: ReadonlyArray<UserError> } | null, done: string): ReadonlyArray<UserError> | null => {
      if (!payload) return null;
      const first = payload.errors[0];
      showToast(
        first
          ? { message: first.message, type: 'error', duration: first.code === 'ITINERARY_CONFLICT' ? 3500 : 2000 }
          : { message: done, type: 'success' },
      );
      return payload.errors;
    },
    [],
  );
  return {
    busy: moving || removing || adding || renaming,
    move: async (stopId: string, toDayId: string, toPosition: number) =>
      outcome(await move({ variables: { input: { itineraryId, version, stopId, toDayId, toPosition } } }), t('itineraries.edit.moved')),
    remove: async (stopId: string) =>
      outcome(await remove({ variables: { input: { itineraryId, version, stopId } } }), t('itineraries.edit.removed')),
    add: async (dayId: string, placeId: string, afterStopId: string | null) =>
      outcome(await add({ variables: { input: { itineraryId, version, dayId, placeId, afterStopId } } }), t('itineraries.edit.added')),
    rename: async (name: string) => {
      const payload = await rename({ variables: { input: { itineraryId, version, name } } });
      if (!payload) return null;
      if (payload.errors[0]?.code === 'ITINERARY_CONFLICT')
        showToast({ message: payload.errors[0].message, type: 'error', duration: 3500 });
      else if (payload.errors.length === 0) showToast({ message: t('itineraries.edit.renamed'), type: 'success' });
      return payload.errors;
    },
  };
}
