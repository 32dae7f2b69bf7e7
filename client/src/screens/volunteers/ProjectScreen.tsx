import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ProjectScreenQuery } from '../../__generated__/ProjectScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Gallery } from '../../widgets/Gallery';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Section } from './ui';

// /brand-project/:id

const projectQuery = graphql`
  query ProjectScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "BrandProject", upstreamId: $id) {
      __typename
      ... on BrandProject {
        id
        name
        summary
        content
        createdAt
        images {
          url(size: COVER)
          alt
        }
      }
    }
  }
`;

export function projectLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ProjectScreenQuery> {
  prepareRequest(request);
  return preload<ProjectScreenQuery>(projectQuery, { id: params.id ?? '' }, { fresh: true });
}

/** /brand-project/:id: a team's brand project. */
export function ProjectScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const p = useRouteQuery<ProjectScreenQuery>(projectQuery).node;
  if (p?.__typename !== 'BrandProject')
    return <NotFoundPage title={t('volunteers.project.title')} text={t('volunteers.project.notFound')} />;
  return (
    <div className="vol-page" data-testid="brand-project">
      <PageHeader title={t('volunteers.project.title')} />
      <Gallery images={p.images} alt={p.name} />
      <Section title={p.name}>
        {p.summary && <p className="vol-muted">{p.summary}</p>}
        {p.content && <p className="vol-text">{p.content}</p>}
        {p.createdAt && <p className="vol-muted">{formatDate(p.createdAt, lang)}</p>}
      </Section>
    </div>
  );
}
