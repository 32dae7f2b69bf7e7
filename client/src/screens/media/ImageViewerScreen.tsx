import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ImageViewerScreenQuery } from '../../__generated__/ImageViewerScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useGoBack } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PhotoViewer } from '../../widgets/media/PhotoViewer';

/** The viewer walks through the first pictures of the list (the list's pages of 12 fit in it). */
const VIEWER_COUNT = 50;

const query = graphql`
  query ImageViewerScreenQuery($count: Int!) {
    scenicMedia(kind: IMAGE, first: $count) {
      edges {
        node {
          id
          title
          cover {
            alt
          }
          ... on ScenicImage {
            image {
              full: url(size: ORIGINAL)
            }
          }
        }
      }
    }
  }
`;

export function imageViewerLoader({ request }: { request: Request }): PreloadedQuery<ImageViewerScreenQuery> {
  prepareRequest(request);
  return preload<ImageViewerScreenQuery>(query, { count: VIEWER_COUNT });
}

/** /image-list/{index}: the site's pictures in the full-screen photo viewer, from the {index}th (0-based); the address follows the picture. */
export function ImageViewerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack();
  const index = Number.parseInt(useParams().index ?? '0', 10);
  const { scenicMedia } = useRouteQuery<ImageViewerScreenQuery>(query);
  const photos = (scenicMedia?.edges ?? []).flatMap(({ node }) =>
    node.image ? [{ url: node.image.full, alt: node.cover?.alt || node.title, caption: node.title }] : [],
  );
  if (photos.length === 0) return <NotFoundPage title={t('media.viewer')} text={t('media.imageEmpty')} />;
  return (
    <div className="image-viewer-page" data-testid="image-viewer-screen">
      <h1 className="sr-only">{t('media.viewer')}</h1>
      <PhotoViewer
        photos={photos}
        start={Number.isFinite(index) ? index : 0}
        label={t('media.viewer')}
        stepLabels={{ previous: t('media.previous'), next: t('media.next') }}
        onClose={back}
        onIndex={(i) => navigate(`/image-list/${i}`, { replace: true })}
      />
    </div>
  );
}
