import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AudioListScreenQuery } from '../../__generated__/AudioListScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { LibraryList } from './LibraryList';
import './media.css';

const query = graphql`
  query AudioListScreenQuery {
    ...LibraryList_query @arguments(kind: AUDIO)
  }
`;

export function audioListLoader({ request }: { request: Request }): PreloadedQuery<AudioListScreenQuery> {
  prepareRequest(request);
  return preload<AudioListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /audio-list: the site's audio pieces; one plays in the app's player and keeps playing on the next screens (the mini player). */
export function AudioListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<AudioListScreenQuery>(query);
  return (
    <div data-testid="audio-list-screen">
      <PageHeader title={t('media.audios')} />
      <LibraryList query={data} kind="AUDIO" returnPath="/audio-list" />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
