import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bell, CalendarCheck, ClipboardCheck, Coins, FilePlus2, History, Medal, MapPinCheck, Plus, Trophy } from 'lucide-react';
import type { VolunteersHomeScreenQuery } from '../../__generated__/VolunteersHomeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { TeamCard } from './cards';
import { Badge, Figures, HoursFigure, LinkRow, Section, StarRating } from './ui';
import { label } from './labels';

const query = graphql`
  query VolunteersHomeScreenQuery {
    viewer {
      isSignedIn
      user {
        isVolunteer
        volunteerApplication {
          realName
          photo {
            url(size: SMALL)
            alt
          }
          volunteer {
            id
            starRating
            serviceHours
            points
            detailPath
          }
        }
        volunteerTeams(first: 5) {
          totalCount
          edges {
            node {
              id
              upstreamId
              viewerRole
              ...cards_team
            }
          }
        }
        volunteerMessages(first: 1) {
          unreadCount
        }
        recruitmentApplications(first: 3) {
          edges {
            node {
              id
              status
              activity {
                id
                name
                detailPath
              }
            }
          }
        }
      }
    }
  }
`;

export function volunteersHomeLoader({ request }: { request: Request }): PreloadedQuery<VolunteersHomeScreenQuery> {
  return preloadSignedIn<VolunteersHomeScreenQuery>(request, query, {});
}

/** /volunteers (menu VOLUNTEER_SERVICE once volunteerStatus is 1): the volunteer's own home. */
export function VolunteersHomeScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<VolunteersHomeScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const user = data.viewer.user;
  if (!user) return <EmptyState text={t('volunteers.signedOut')} />;
  if (!user.isVolunteer) return <Navigate to="/volunteer-service" replace />;
  const me = user.volunteerApplication;
  const profile = me?.volunteer;
  const unread = user.volunteerMessages.unreadCount;
  return (
    <div className="vol-page" data-testid="volunteers-home">
      <PageHeader title={t('volunteers.home.title')} />
      <section className="vol-hero" data-testid="volunteer-profile">
        <div className="vol-hero__top">
          <Img src={me?.photo?.url} alt={me?.realName ?? ''} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <span className="vol-hero__name">{me?.realName}</span>
            {profile && <StarRating stars={profile.starRating} />}
          </div>
        </div>
        {profile && (
          <Figures
            items={[
              { label: t('volunteers.home.hours'), value: <HoursFigure hours={profile.serviceHours} />, testId: 'my-hours' },
              { label: t('volunteers.home.points'), value: profile.points, testId: 'my-points' },
              { label: t('volunteers.home.teams'), value: user.volunteerTeams.totalCount },
            ]}
          />
        )}
      </section>
      <nav className="vol-card" aria-label={t('volunteers.home.title')}>
        <LinkRow to="/my-scheduling" icon={<CalendarCheck size={20} />} label={t('volunteers.home.schedule')} testId="link-schedule" />
        <LinkRow to="/sign-records" icon={<History size={20} />} label={t('volunteers.home.records')} />
        <LinkRow to="/make-up-list" icon={<ClipboardCheck size={20} />} label={t('volunteers.home.makeUps')} />
        <LinkRow to="/my-recruitment" icon={<FilePlus2 size={20} />} label={t('volunteers.home.applications')} />
        <LinkRow to="/integral-records" icon={<Coins size={20} />} label={t('volunteers.home.pointsRecords')} testId="link-points" />
        <LinkRow to="/volunteer-honours" icon={<Medal size={20} />} label={t('volunteers.home.honours')} testId="link-honours" />
        <LinkRow to="/volunteer-ranking" icon={<Trophy size={20} />} label={t('volunteers.home.ranking')} />
        <LinkRow
          to="/volunteer-messages"
          icon={<Bell size={20} />}
          label={t('volunteers.home.messages')}
          badge={unread > 0 ? <Badge tone="primary">{t('volunteers.home.unread', { count: unread })}</Badge> : undefined}
        />
        {profile && <LinkRow to={profile.detailPath} icon={<Medal size={20} />} label={t('volunteers.home.profile')} />}
      </nav>
      <Section title={t('volunteers.home.myTeams')} testId="my-teams">
        {user.volunteerTeams.edges.length === 0 ? (
          <EmptyState text={t('volunteers.home.noTeams')} />
        ) : (
          <ul className="vol-list vol-list--flush">
            {user.volunteerTeams.edges.map((e) => (
              <li key={e.node.id}>
                <TeamCard team={e.node} />
                <div className="vol-item__actions">
                  <Link className="vol-btn" to={`/team-sign/${encodeURIComponent(e.node.upstreamId)}`} data-testid="team-sign-link">
                    <MapPinCheck aria-hidden size={16} />
                    {t('volunteers.home.signIn')}
                  </Link>
                  <Link className="vol-btn" to={`/team-schedule/${encodeURIComponent(e.node.upstreamId)}`} data-testid="team-schedule-link">
                    <CalendarCheck aria-hidden size={16} />
                    {t('volunteers.home.teamSchedule')}
                  </Link>
                  <Badge tone="plain">{label(t, 'role', e.node.viewerRole)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="vol-item__actions">
          <Link className="vol-btn vol-btn--quiet" to="/team-list">
            {t('volunteers.home.findTeams')}
          </Link>
          <Link className="vol-btn vol-btn--quiet" to="/team-created" data-testid="create-team-link">
            <Plus aria-hidden size={16} />
            {t('volunteers.home.createTeam')}
          </Link>
        </div>
      </Section>
      <Section title={t('volunteers.home.recentApplications')} more="/my-recruitment">
        {user.recruitmentApplications.edges.length === 0 ? (
          <p className="vol-muted">{t('volunteers.home.noApplications')}</p>
        ) : (
          <ul className="vol-list vol-list--flush">
            {user.recruitmentApplications.edges.map((e) => (
              <li key={e.node.id}>
                <Link to={e.node.activity?.detailPath ?? '/recruit-list'} className="vol-link-row">
                  <span className="vol-link-row__label">{e.node.activity?.name}</span>
                  <Badge tone={e.node.status === 'APPROVED' ? 'ok' : e.node.status === 'REJECTED' ? 'bad' : 'wait'}>
                    {label(t, 'applicationStatus', e.node.status)}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
