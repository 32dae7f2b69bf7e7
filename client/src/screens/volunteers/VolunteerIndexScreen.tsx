import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Award, CalendarCheck, ClipboardList, Coins, HandHeart, Megaphone, Trophy, UsersRound } from 'lucide-react';
import type { VolunteerIndexScreenQuery } from '../../__generated__/VolunteerIndexScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { HonourBadge, RecruitmentCard, TeamCard } from './cards';
import { Figures, HoursFigure, Section } from './ui';
import { label } from './labels';

const query = graphql`
  query VolunteerIndexScreenQuery {
    volunteerHome {
      banners {
        id
        title
        path
        image {
          url(size: BANNER)
          alt
        }
      }
      volunteerCount
      teamCount
      activityCount
      serviceHours
    }
    recruitmentActivities(first: 3, status: RECRUITING) {
      edges {
        node {
          id
          ...cards_activity
        }
      }
    }
    volunteerTeams(first: 4) {
      edges {
        node {
          id
          ...cards_team
        }
      }
    }
    volunteerRanking(first: 5) {
      edges {
        node {
          rank
          points
          volunteer {
            id
            name
            detailPath
            photo {
              url(size: SMALL)
              alt
            }
          }
        }
      }
    }
    volunteerHonours {
      id
      ...cards_honour
    }
    viewer {
      isSignedIn
      user {
        isVolunteer
        volunteerApplication {
          status
        }
      }
    }
  }
`;

export function volunteerIndexLoader({ request }: { request: Request }): PreloadedQuery<VolunteerIndexScreenQuery> {
  prepareRequest(request);
  return preload<VolunteerIndexScreenQuery>(query, {}, { fresh: true });
}

/** /volunteer-index (menu VOLUNTEER): the area's home — banners, figures, entries, recruiting activities, teams, ranking, honours. */
export function VolunteerIndexScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<VolunteerIndexScreenQuery>(query);
  const home = data.volunteerHome;
  const user = data.viewer.user;
  const servicePath = user?.isVolunteer ? '/volunteers' : '/volunteer-service';
  const status = user?.volunteerApplication?.status;
  const entries = [
    {
      to: servicePath,
      icon: <HandHeart size={22} />,
      label: user?.isVolunteer ? t('volunteers.index.myArea') : t('volunteers.index.join'),
    },
    { to: '/recruit-list', icon: <Megaphone size={22} />, label: t('volunteers.index.recruitment') },
    { to: '/team-list', icon: <UsersRound size={22} />, label: t('volunteers.index.teams') },
    { to: '/volunteer-list/all', icon: <Award size={22} />, label: t('volunteers.index.volunteers') },
    { to: '/volunteer-ranking', icon: <Trophy size={22} />, label: t('volunteers.index.ranking') },
    { to: '/my-scheduling', icon: <CalendarCheck size={22} />, label: t('volunteers.index.schedule') },
    { to: '/integral-records', icon: <Coins size={22} />, label: t('volunteers.index.points') },
    { to: '/join-group', icon: <ClipboardList size={22} />, label: t('volunteers.index.groups') },
  ];
  const banner = home.banners[0];
  return (
    <div className="vol-page" data-testid="volunteer-index">
      <PageHeader title={t('volunteers.index.title')} />
      {banner && (
        <Link to={banner.path ?? '/volunteer-index'} className="vol-banner" data-testid="volunteer-banner">
          <Img src={banner.image?.url} alt="" eager />
          <span className="vol-banner__caption">{banner.title}</span>
        </Link>
      )}
      <section className="vol-card" aria-label={t('volunteers.index.figures')}>
        <Figures
          items={[
            { label: t('volunteers.index.volunteerCount'), value: home.volunteerCount, testId: 'figure-volunteers' },
            { label: t('volunteers.index.teamCount'), value: home.teamCount },
            { label: t('volunteers.index.activityCount'), value: home.activityCount },
            { label: t('volunteers.index.serviceHours'), value: <HoursFigure hours={home.serviceHours} /> },
          ]}
        />
        {data.viewer.isSignedIn && status && !user?.isVolunteer && (
          <p className="vol-muted" data-testid="index-application-status">
            {t('volunteers.service.statusLine', { status: label(t, 'applicationStatus', status) })}
          </p>
        )}
      </section>
      <nav className="vol-card vol-grid" aria-label={t('volunteers.index.entries')}>
        {entries.map((e) => (
          <Link key={e.to} to={e.to} className="vol-grid__item" data-testid="volunteer-entry">
            <span className="vol-grid__icon" aria-hidden>
              {e.icon}
            </span>
            {e.label}
          </Link>
        ))}
      </nav>
      <Section title={t('volunteers.index.recruiting')} more="/recruit-list" testId="index-recruiting">
        {data.recruitmentActivities.edges.length === 0 ? (
          <EmptyState text={t('volunteers.recruit.none')} />
        ) : (
          <ul className="vol-list vol-list--flush">
            {data.recruitmentActivities.edges.map((e) => (
              <li key={e.node.id}>
                <RecruitmentCard activity={e.node} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('volunteers.index.teams')} more="/team-list" testId="index-teams">
        <ul className="vol-list vol-list--flush">
          {data.volunteerTeams.edges.map((e) => (
            <li key={e.node.id}>
              <TeamCard team={e.node} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('volunteers.index.ranking')} more="/volunteer-ranking" testId="index-ranking">
        <ol className="vol-list vol-list--flush">
          {data.volunteerRanking.edges.map((e) => (
            <li key={e.node.volunteer.id}>
              <Link to={e.node.volunteer.detailPath} className="vol-item">
                <span className={`vol-rank vol-rank--${e.node.rank}`}>
                  <span aria-hidden="true">{e.node.rank}</span>
                  <span className="sr-only">{t('volunteers.ranking.rank', { rank: e.node.rank })}</span>
                </span>
                <Img src={e.node.volunteer.photo?.url} alt={e.node.volunteer.name} className="vol-item__avatar" />
                <span className="vol-item__body">
                  <span className="vol-item__title">{e.node.volunteer.name}</span>
                  <span className="vol-item__meta">{t('volunteers.pointsCount', { count: e.node.points })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('volunteers.index.honours')} more="/volunteer-honours" testId="index-honours">
        {data.volunteerHonours ? (
          <ul className="vol-honours">
            {data.volunteerHonours.map((h) => (
              <HonourBadge key={h.id} honour={h} />
            ))}
          </ul>
        ) : (
          <PartFailed />
        )}
      </Section>
    </div>
  );
}
