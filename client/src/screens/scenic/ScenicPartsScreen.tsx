import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ScenicPartsScreenQuery } from '../../__generated__/ScenicPartsScreenQuery.graphql';
import type { ScenicPartsScreen_subject$key } from '../../__generated__/ScenicPartsScreen_subject.graphql';
import type { ScenicPartsScreen_facility$key } from '../../__generated__/ScenicPartsScreen_facility.graphql';
import type { ScenicPartsScreen_show$key } from '../../__generated__/ScenicPartsScreen_show.graphql';
import type { ScenicSubjectPaginationQuery } from '../../__generated__/ScenicSubjectPaginationQuery.graphql';
import type { ScenicFacilityPaginationQuery } from '../../__generated__/ScenicFacilityPaginationQuery.graphql';
import type { ScenicShowPaginationQuery } from '../../__generated__/ScenicShowPaginationQuery.graphql';
import type { PlaceCard_place$key } from '../../__generated__/PlaceCard_place.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { PlaceCard } from '../../widgets/PlaceCard';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './scenic.css';

export type ScenicPart = 'SUBJECT_AREA' | 'AMUSEMENT_FACILITY' | 'SCENIC_SHOW';

const query = graphql`
  query ScenicPartsScreenQuery($id: ID!, $subject: Boolean!, $facility: Boolean!, $show: Boolean!) {
    node: nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) {
      __typename
      ... on ScenicArea {
        name
        detailPath
        ...ScenicPartsScreen_subject @include(if: $subject) @alias(as: "subjects")
        ...ScenicPartsScreen_facility @include(if: $facility) @alias(as: "facilities")
        ...ScenicPartsScreen_show @include(if: $show) @alias(as: "shows")
      }
    }
  }
`;

export function scenicPartsLoader(part: ScenicPart) {
  return ({ request, params }: { request: Request; params: { scenicId?: string } }): PreloadedQuery<ScenicPartsScreenQuery> => {
    prepareRequest(request);
    return preload<ScenicPartsScreenQuery>(query, {
      id: params.scenicId ?? '',
      subject: part === 'SUBJECT_AREA',
      facility: part === 'AMUSEMENT_FACILITY',
      show: part === 'SCENIC_SHOW',
    });
  };
}

interface PartsPage {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & PlaceCard_place$key }>;
}

function PartsList({ list, hasNext, loading }: { list: PartsPage | null | undefined; hasNext: boolean; loading: boolean }) {
  if (!list) return <PartFailed testId="scenic-parts-failed" />;
  return (
    <CardList totalCount={list.totalCount} hasNext={hasNext} loading={loading}>
      {list.edges.map((e) => (
        <PlaceCard key={e.node.id} place={e.node} />
      ))}
    </CardList>
  );
}

function SubjectParts({ area }: { area: ScenicPartsScreen_subject$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ScenicSubjectPaginationQuery, ScenicPartsScreen_subject$key>(
    graphql`
      fragment ScenicPartsScreen_subject on ScenicArea
      @refetchable(queryName: "ScenicSubjectPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        subjectAreas(first: $count, after: $cursor) @connection(key: "ScenicParts_subjectAreas") {
          totalCount
          edges {
            node {
              id
              ...PlaceCard_place
            }
          }
        }
      }
    `,
    area,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return <PartsList list={data.subjectAreas} hasNext={hasNext} loading={isLoadingNext} />;
}
function FacilityParts({ area }: { area: ScenicPartsScreen_facility$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ScenicFacilityPaginationQuery, ScenicPartsScreen_facility$key>(
    graphql`
      fragment ScenicPartsScreen_facility on ScenicArea
      @refetchable(queryName: "ScenicFacilityPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        amusementFacilities(first: $count, after: $cursor) @connection(key: "ScenicParts_amusementFacilities") {
          totalCount
          edges {
            node {
              id
              ...PlaceCard_place
            }
          }
        }
      }
    `,
    area,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return <PartsList list={data.amusementFacilities} hasNext={hasNext} loading={isLoadingNext} />;
}
function ShowParts({ area }: { area: ScenicPartsScreen_show$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ScenicShowPaginationQuery, ScenicPartsScreen_show$key>(
    graphql`
      fragment ScenicPartsScreen_show on ScenicArea
      @refetchable(queryName: "ScenicShowPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        shows(first: $count, after: $cursor) @connection(key: "ScenicParts_shows") {
          totalCount
          edges {
            node {
              id
              ...PlaceCard_place
            }
          }
        }
      }
    `,
    area,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return <PartsList list={data.shows} hasNext={hasNext} loading={isLoadingNext} />;
}

/** /subject-area/:scenicId, /amusement-facility/:scenicId, /wonderful-show/:scenicId — a scenic area's theme areas, facilities or shows. */
export function ScenicPartsScreen({ part }: { part: ScenicPart }) {
  const { t } = useTranslation();
  const { node } = useRouteQuery<ScenicPartsScreenQuery>(query);
  const title = t(`kinds.${part}`);
  if (node?.__typename !== 'ScenicArea') return <NotFoundPage title={title} text={t('scenic.notFound')} />;
  return (
    <div className="culture-page" data-testid={`scenic-parts-${part}`}>
      <PageHeader title={title} />
      <p className="scenic-parts__of">
        {t('scenic.of')} <Link to={node.detailPath}>{node.name}</Link>
      </p>
      {node.subjects && <SubjectParts area={node.subjects} />}
      {node.facilities && <FacilityParts area={node.facilities} />}
      {node.shows && <ShowParts area={node.shows} />}
    </div>
  );
}
