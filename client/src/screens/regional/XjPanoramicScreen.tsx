import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { XjPanoramicScreenQuery } from '../../__generated__/XjPanoramicScreenQuery.graphql';
import type { XjPanoramicScreen_list$key } from '../../__generated__/XjPanoramicScreen_list.graphql';
import type { XjPanoramicScreen_panorama$key } from '../../__generated__/XjPanoramicScreen_panorama.graphql';
import type { XjPanoramicPaginationQuery } from '../../__generated__/XjPanoramicPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { Content, Heading } from '../../widgets/Content';
import { Img } from '../../widgets/Img';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import './regional.css';

const query = graphql`
  query XjPanoramicScreenQuery {
    ...XjPanoramicScreen_list
  }
`;

function panoramicLoader({ request }: { request: Request }): PreloadedQuery<XjPanoramicScreenQuery> {
  prepareRequest(request);
  return preload<XjPanoramicScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** A panorama: its wide picture in a strip the visitor swipes sideways to look around, then its name. */
function Panorama({ panorama }: { panorama: XjPanoramicScreen_panorama$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment XjPanoramicScreen_panorama on RegionalPlace {
        name
        summary
        regionName
        image {
          url
        }
      }
    `,
    panorama,
  );
  return (
    <article className="xj-card" data-testid="xj-panorama">
      <div className="xj-pano" tabIndex={0} role="img" aria-label={`${p.name}: ${t('regional.panoramaHint')}`}>
        <Img src={p.image?.url} alt="" className="xj-pano__img" />
      </div>
      <div className="xj-card__body">
        <Heading className="xj-card__title">
          <Content>{p.name}</Content>
        </Heading>
        {p.regionName && (
          <Content as="p" className="xj-card__meta">
            {p.regionName}
          </Content>
        )}
        {p.summary && (
          <Content as="p" className="xj-card__text">
            {p.summary}
          </Content>
        )}
      </div>
    </article>
  );
}

/** /xj-panoramic (menu code PANORAMIC): the edition's panoramas. */
export function XjPanoramicScreen() {
  const { t } = useTranslation();
  const root = useRouteQuery<XjPanoramicScreenQuery>(query);
  const { data, ...paging } = usePaginationFragment<XjPanoramicPaginationQuery, XjPanoramicScreen_list$key>(
    graphql`
      fragment XjPanoramicScreen_list on Query
      @refetchable(queryName: "XjPanoramicPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regional {
          panoramas(first: $count, after: $cursor) @connection(key: "XjPanoramicScreen_panoramas") {
            totalCount
            edges {
              node {
                id
                ...XjPanoramicScreen_panorama
              }
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <div className="xj-page" data-testid="xj-panoramic">
      <PageHeader title={t('regional.pages.panoramic')} />
      <p className="xj-hint">{t('regional.panoramaHint')}</p>
      <PagedList
        connection={data.regional.panoramas}
        paging={paging}
        failedTestId="xj-panoramic-failed"
        empty={<EmptyState text={t('regional.emptyPanoramas')} />}
        className="xj-list"
        testId="xj-panoramic-list"
      >
        {(node) => <Panorama panorama={node} />}
      </PagedList>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: XjPanoramicScreen, loader: panoramicLoader, skeleton: <ListSkeleton header /> };
