import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import type { StudyInstructorListScreenQuery } from '../../__generated__/StudyInstructorListScreenQuery.graphql';
import type { StudyInstructorListScreen_query$key } from '../../__generated__/StudyInstructorListScreen_query.graphql';
import type { StudyInstructorListPaginationQuery } from '../../__generated__/StudyInstructorListPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { Content } from '../../widgets/Content';
import { Img } from '../../widgets/Img';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { instructorPath } from './paths';
import './guides.css';

const query = graphql`
  query StudyInstructorListScreenQuery {
    ...StudyInstructorListScreen_query
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<StudyInstructorListScreenQuery> {
  prepareRequest(request);
  return preload<StudyInstructorListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Instructors({ root }: { root: StudyInstructorListScreen_query$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<StudyInstructorListPaginationQuery, StudyInstructorListScreen_query$key>(
    graphql`
      fragment StudyInstructorListScreen_query on Query
      @refetchable(queryName: "StudyInstructorListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        studyInstructors(first: $count, after: $cursor) @connection(key: "StudyInstructorListScreen_studyInstructors") {
          totalCount
          edges {
            node {
              id
              upstreamId
              name
              title
              organisation
              subjects
              photo {
                url(size: SMALL)
              }
            }
          }
        }
      }
    `,
    root,
  );
  // the instructor service failed: the screen's error view, with its retry
  if (!data.studyInstructors) throw new Error('study-tour instructors unavailable');
  return (
    <PagedList
      connection={data.studyInstructors}
      paging={paging}
      failedTestId="instructors-failed"
      empty={<EmptyState text={t('guides.instructors.empty')} icon="search" />}
      className="guide-list"
      testId="instructor-list"
    >
      {(node) => (
        <Link to={instructorPath(node.upstreamId)} className="guide-card instructor-card" data-testid="instructor">
          <Img src={node.photo?.url} alt="" className="instructor-card__photo" />
          <div className="instructor-card__body">
            <div className="guide-card__head">
              <Content as="h2" className="guide-card__name">
                {node.name}
              </Content>
              {node.title && <Content className="guide-card__tag guide-card__tag--level">{node.title}</Content>}
            </div>
            {node.organisation && (
              <p className="guide-card__line">
                <Building2 aria-hidden size={14} /> <Content>{node.organisation}</Content>
              </p>
            )}
            {node.subjects.length > 0 && (
              <p className="guide-card__line">
                <Content>{node.subjects.join(' · ')}</Content>
              </p>
            )}
          </div>
        </Link>
      )}
    </PagedList>
  );
}

/** /study-instructor: the site's study-tour instructors, ten at a time. */
export function StudyInstructorListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<StudyInstructorListScreenQuery>(query);
  return (
    <div className="guides-page" data-testid="instructors">
      <PageHeader title={t('guides.instructors.title')} />
      <Instructors root={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: StudyInstructorListScreen,
  loader,
  skeleton: <ListSkeleton header picture />,
};
