import type { PreloadedQuery } from 'react-relay';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ImageListScreenQuery } from '../../__generated__/ImageListScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { LibraryList } from './LibraryList';
import './media.css';

const query = graphql`
  query ImageListScreenQuery {
    ...LibraryList_query @arguments(kind: IMAGE)
  }
`;

export function imageListLoader({ request }: { request: Request }): PreloadedQuery<ImageListScreenQuery> {
  prepareRequest(request);
  return preload<ImageListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /img-list: the site's pictures; a picture opens the full-screen viewer at /image-list/{index}. */
export function ImageListScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<ImageListScreenQuery>(query);
  return (
    <div data-testid="image-list-screen">
      <PageHeader title={t('media.images')} />
      <LibraryList query={data} kind="IMAGE" returnPath="/img-list" onImage={(index) => navigate(`/image-list/${index}`)} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
