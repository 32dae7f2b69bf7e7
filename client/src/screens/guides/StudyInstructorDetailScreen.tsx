import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Building2, Clock, GraduationCap } from 'lucide-react';
import type { StudyInstructorDetailScreenQuery } from '../../__generated__/StudyInstructorDetailScreenQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { Content } from '../../widgets/Content';
import { Img } from '../../widgets/Img';
import { Introduction } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import './guides.css';

const query = graphql`
  query StudyInstructorDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "StudyInstructor", upstreamId: $id) {
      ... on StudyInstructor {
        name
        gender
        title
        organisation
        subjects
        yearsOfExperience
        photo {
          url(size: SMALL)
        }
        introduction
      }
    }
  }
`;

function loader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<StudyInstructorDetailScreenQuery> {
  prepareRequest(request);
  return preload<StudyInstructorDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

/** /study-instructor-details/{id}: a study-tour instructor, what they teach and where, and their introduction. */
export function StudyInstructorDetailScreen() {
  const { t } = useTranslation();
  const i = useRouteQuery<StudyInstructorDetailScreenQuery>(query).node;
  if (!i?.name) return <NotFoundPage title={t('guides.instructors.title')} text={t('guides.instructors.notFound')} />;
  const subjects = i.subjects ?? [];
  return (
    <div className="guides-page instructor-detail" data-testid="instructor-detail">
      <PageHeader title={i.name} />
      <div className="instructor-detail__head">
        <Img src={i.photo?.url} alt={i.name} className="instructor-detail__photo" eager />
        <div>
          <Content as="h1" className="guide-card__name">
            {i.name}
          </Content>
          {i.title && <Content className="guide-card__tag guide-card__tag--level">{i.title}</Content>}
          {i.organisation && (
            <p className="guide-card__line">
              <Building2 aria-hidden size={14} /> <Content>{i.organisation}</Content>
            </p>
          )}
          {i.yearsOfExperience !== null && i.yearsOfExperience !== undefined && (
            <p className="guide-card__line">
              <Clock aria-hidden size={14} /> {t('guides.instructors.years', { count: i.yearsOfExperience })}
            </p>
          )}
        </div>
      </div>
      {subjects.length > 0 && (
        <section className="instructor-detail__section">
          <h2 className="instructor-detail__heading">
            <GraduationCap aria-hidden size={16} /> {t('guides.instructors.subjects')}
          </h2>
          <ul className="instructor-detail__subjects" data-testid="instructor-subjects">
            {subjects.map((s) => (
              <li key={s}>
                <Content>{s}</Content>
              </li>
            ))}
          </ul>
        </section>
      )}
      {i.introduction && (
        <section className="instructor-detail__section">
          <h2 className="instructor-detail__heading">{t('guides.instructors.introduction')}</h2>
          <Introduction html={i.introduction} />
        </section>
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: StudyInstructorDetailScreen,
  loader,
  skeleton: <DetailSkeleton picture />,
};
