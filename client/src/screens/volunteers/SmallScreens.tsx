import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SmallScreensMemberQuery } from '../../__generated__/SmallScreensMemberQuery.graphql';
import type { SmallScreensProjectQuery } from '../../__generated__/SmallScreensProjectQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { Gallery } from '../../widgets/Gallery';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge, Figures, HoursFigure, Section, StarRating } from './ui';
import { label } from './labels';

// ---------------------------------------------------------------------------------------------
// /member-introduce/:id
// ---------------------------------------------------------------------------------------------

const memberQuery = graphql`
  query SmallScreensMemberQuery($id: ID!) {
    node: nodeByUpstreamId(type: "TeamMember", upstreamId: $id) {
      __typename
      ... on TeamMember {
        id
        name
        avatar {
          url(size: SMALL)
          alt
        }
        role
        introduction
        joinedAt
        serviceHours
        team {
          name
          detailPath
        }
        volunteer {
          starRating
          skills
          detailPath
        }
      }
    }
  }
`;

export function memberIntroLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<SmallScreensMemberQuery> {
  prepareRequest(request);
  return preload<SmallScreensMemberQuery>(memberQuery, { id: params.id ?? '' }, { fresh: true });
}

/** /member-introduce/:id: a member's introduction in their team (group pages' member introduction). */
export function MemberIntroScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const m = useRouteQuery<SmallScreensMemberQuery>(memberQuery).node;
  if (!m || m.__typename !== 'TeamMember') return <NotFoundPage title={t('volunteers.member.title')} text={t('volunteers.member.notFound')} />;
  return (
    <div className="vol-page" data-testid="member-introduce">
      <PageHeader title={t('volunteers.member.title')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <Img src={m.avatar?.url} alt={m.name} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name">{m.name}</h2>
            <span>
              <Badge tone="plain">{label(t, 'role', m.role)}</Badge> {m.volunteer && <StarRating stars={m.volunteer.starRating} />}
            </span>
          </div>
        </div>
        <Figures items={[{ label: t('volunteers.member.hours'), value: <HoursFigure hours={m.serviceHours} /> }]} />
      </section>
      <Section title={t('volunteers.member.about')}>
        <p className="vol-text">{m.introduction ?? t('volunteers.member.noIntro')}</p>
        {m.joinedAt && <p className="vol-muted">{t('volunteers.member.joined', { date: formatDate(m.joinedAt, lang) })}</p>}
        {m.team && (
          <Link to={m.team.detailPath} className="vol-link-row">
            <span className="vol-link-row__label">{m.team.name}</span>
          </Link>
        )}
        {m.volunteer && (
          <Link to={m.volunteer.detailPath} className="vol-link-row">
            <span className="vol-link-row__label">{t('volunteers.member.profile')}</span>
          </Link>
        )}
      </Section>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /brand-project/:id
// ---------------------------------------------------------------------------------------------

const projectQuery = graphql`
  query SmallScreensProjectQuery($id: ID!) {
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

export function projectLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<SmallScreensProjectQuery> {
  prepareRequest(request);
  return preload<SmallScreensProjectQuery>(projectQuery, { id: params.id ?? '' }, { fresh: true });
}

/** /brand-project/:id: a team's brand project. */
export function ProjectScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const p = useRouteQuery<SmallScreensProjectQuery>(projectQuery).node;
  if (!p || p.__typename !== 'BrandProject') return <NotFoundPage title={t('volunteers.project.title')} text={t('volunteers.project.notFound')} />;
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
