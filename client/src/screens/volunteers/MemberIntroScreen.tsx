import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MemberIntroScreenQuery } from '../../__generated__/MemberIntroScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge, Figures, HoursFigure, Section, StarRating } from './ui';
import { label } from './labels';

// /member-introduce/:id

const memberQuery = graphql`
  query MemberIntroScreenQuery($id: ID!) {
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

export function memberIntroLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<MemberIntroScreenQuery> {
  prepareRequest(request);
  return preload<MemberIntroScreenQuery>(memberQuery, { id: params.id ?? '' }, { fresh: true });
}

/** /member-introduce/:id: a member's introduction in their team (group pages' member introduction). */
export function MemberIntroScreen() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const m = useRouteQuery<MemberIntroScreenQuery>(memberQuery).node;
  if (m?.__typename !== 'TeamMember') return <NotFoundPage title={t('volunteers.member.title')} text={t('volunteers.member.notFound')} />;
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
