import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useRecordSearchMutation } from '../../__generated__/useRecordSearchMutation.graphql';
import type { useRecordSearchClearMutation } from '../../__generated__/useRecordSearchClearMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { isSignedIn } from '../../session/session';
import { clearRecentSearches, rememberSearch } from './recentSearches';

const recordMutation = graphql`
  mutation useRecordSearchMutation($input: RecordSearchInput!) {
    recordSearch(input: $input) {
      recentSearches
    }
  }
`;

const clearMutation = graphql`
  mutation useRecordSearchClearMutation {
    clearRecentSearches {
      recentSearches
    }
  }
`;

/** Writes the viewer's recent searches into the store (the idle search page reads them there). */
function setRecent(store: RecordSourceSelectorProxy, words: readonly string[] | null | undefined): void {
  if (!words) return;
  store
    .getRoot()
    .getLinkedRecord('viewer')
    ?.setValue([...words], 'recentSearches');
}

/**
 * Recording a search and clearing the recent ones. A signed-in user's recent searches live on the
 * server (per site; the list comes back with the answer); an anonymous visitor's on this device.
 * Every search is recorded so the site's hot words are counted. Recording never holds the search
 * up: it runs beside the navigation and a failure costs only the record.
 */
export function useRecordSearch(): { record(keyword: string): void; clear(): void } {
  const [commitRecord] = useGraphMutation<useRecordSearchMutation>(recordMutation);
  const [commitClear] = useGraphMutation<useRecordSearchClearMutation>(clearMutation);
  return {
    record(keyword) {
      const signedIn = isSignedIn();
      if (!signedIn) rememberSearch(keyword);
      void commitRecord({
        variables: { input: { keyword } },
        updater: (store, data) => setRecent(store, data?.recordSearch.recentSearches),
      });
    },
    clear() {
      if (!isSignedIn()) {
        clearRecentSearches();
        return;
      }
      void commitClear({
        variables: {},
        optimisticUpdater: (store) => setRecent(store, []),
        updater: (store, data) => setRecent(store, data?.clearRecentSearches.recentSearches),
      });
    },
  };
}
