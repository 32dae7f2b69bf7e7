import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BellRing,
  CalendarCheck,
  ClipboardCheck,
  FilePen,
  LogOut,
  MapPinCheck,
  Megaphone,
  QrCode as QrIcon,
  Trophy,
  UserCog,
  UserPlus,
} from 'lucide-react';
import type { TeamDetailScreenQuery } from '../../__generated__/TeamDetailScreenQuery.graphql';
import type { TeamDetailScreenLeaveMutation } from '../../__generated__/TeamDetailScreenLeaveMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { RecruitmentCard } from './cards';
import { Badge, Figures, HoursFigure, LinkRow, Section } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';

const query = graphql`
  query TeamDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        kind
        name
        logo {
          url(size: SMALL)
          alt
        }
        regionName
        serviceType
        intro
        status
        rejectReason
        memberCount
        memberLimit
        serviceHours
        founder {
          name
          detailPath
        }
        viewerRole
        viewerCan {
          applyToJoin
          leave
          manageMembers
          manageRoles
          editTeam
          manageSchedule
          manageRecruitment
          invite
          postNotice
        }
        members(first: 6) {
          totalCount
          edges {
            node {
              id
              name
              role
              detailPath
              avatar {
                url(size: SMALL)
                alt
              }
            }
          }
        }
        activities(first: 3) {
          totalCount
          edges {
            node {
              id
              ...cards_activity
            }
          }
        }
        ...CommentPreview_subject @alias(as: "commentable")
        projects {
          id
          upstreamId
          name
          summary
          cover {
            url(size: THUMBNAIL)
            alt
          }
        }
      }
    }
    viewer {
      isSignedIn
      user {
        isVolunteer
      }
    }
  }
`;

const leaveMutation = graphql`
  mutation TeamDetailScreenLeaveMutation($input: LeaveTeamInput!) {
    leaveTeam(input: $input) {
      team {
        id
        viewerRole
        memberCount
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<TeamDetailScreenQuery> {
  prepareRequest(request);
  return preload<TeamDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

/** /team-desc/:id and /group-desc/:id: a team or community group — who runs it, its members, activities and brand projects, and what the viewer may do. */
export function TeamDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = useRouteQuery<TeamDetailScreenQuery>(query);
  const team = data.node;
  const [leave, leaving] = useGraphMutation<TeamDetailScreenLeaveMutation>(leaveMutation);
  if (team?.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.title')} text={t('volunteers.team.notFound')} />;
  const id = encodeURIComponent(team.upstreamId);
  const can = team.viewerCan;
  const group = team.kind === 'COMMUNITY_GROUP';
  const member = team.viewerRole === 'MEMBER' || team.viewerRole === 'MANAGER' || team.viewerRole === 'FOUNDER';
  const join = async () => {
    if (await requireLogin(`/team-apply/${id}`)) navigate(`/team-apply/${id}`);
  };
  const quit = async () => {
    if (!(await confirmDialog({ message: t('volunteers.team.leaveConfirm', { name: team.name }) }))) return;
    const payload = await leave({ variables: { input: { teamId: team.id } } });
    if (toastErrors(payload?.errors, t('volunteers.team.left'))) revalidator.revalidate();
  };
  return (
    <div className="vol-page vol-page--with-bar" data-testid="team-detail">
      <PageHeader title={group ? t('volunteers.team.groupTitle') : t('volunteers.team.title')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <Img src={team.logo?.url} alt={team.logo?.alt ?? team.name} className="vol-hero__avatar" />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name" data-testid="team-name">
              {team.name}
            </h2>
            <span>
              {team.regionName} {team.serviceType && `· ${label(t, 'serviceType', team.serviceType)}`}
            </span>
            {team.viewerRole !== 'NONE' && (
              <span>
                <Badge tone="plain" testId="viewer-role">
                  {label(t, 'role', team.viewerRole)}
                </Badge>
              </span>
            )}
          </div>
        </div>
        <Figures
          items={[
            { label: t('volunteers.team.memberCount'), value: `${team.memberCount}/${team.memberLimit}`, testId: 'team-member-count' },
            { label: t('volunteers.index.serviceHours'), value: <HoursFigure hours={team.serviceHours} /> },
            { label: t('volunteers.team.activityCount'), value: team.activities.totalCount },
          ]}
        />
      </section>
      {team.status !== 'APPROVED' && (
        <section className="vol-card" data-testid="team-audit">
          <Badge tone={team.status === 'PENDING' ? 'wait' : 'bad'}>{label(t, 'teamStatus', team.status)}</Badge>{' '}
          {team.status === 'PENDING'
            ? t('volunteers.team.pendingHint')
            : team.rejectReason
              ? t('volunteers.service.reason', { reason: team.rejectReason })
              : null}
        </section>
      )}
      <Section title={t('volunteers.team.about')}>
        <p className="vol-text">{team.intro}</p>
        {team.founder && (
          <Link to={team.founder.detailPath} className="vol-link-row" data-testid="team-founder">
            <span className="vol-link-row__label">{t('volunteers.team.founderIs', { name: team.founder.name })}</span>
          </Link>
        )}
      </Section>
      {can.manageMembers && (
        <Section title={t('volunteers.team.manage')} testId="team-tools">
          <LinkRow
            to={`/team-management/${id}`}
            icon={<UserCog size={20} />}
            label={t('volunteers.team.members.manage')}
            testId="tool-members"
          />
          {can.manageRecruitment && (
            <LinkRow
              to={`/crteate-activity/1?team=${id}`}
              icon={<Megaphone size={20} />}
              label={t('volunteers.team.newRecruitment')}
              testId="tool-recruit"
            />
          )}
          {can.manageSchedule && (
            <LinkRow
              to={`/team-schedule/${id}`}
              icon={<CalendarCheck size={20} />}
              label={t('volunteers.team.schedule')}
              testId="tool-schedule"
            />
          )}
          {can.manageSchedule && (
            <LinkRow to={`/team-sign/${id}`} icon={<MapPinCheck size={20} />} label={t('volunteers.team.signIn')} testId="tool-sign" />
          )}
          {can.manageSchedule && (
            <LinkRow
              to={`/team-make-up/${id}`}
              icon={<ClipboardCheck size={20} />}
              label={t('volunteers.team.makeUps')}
              testId="tool-make-ups"
            />
          )}
          {can.invite && (
            <LinkRow to={`/team-ewm/${id}`} icon={<QrIcon size={20} />} label={t('volunteers.team.invite')} testId="tool-invite" />
          )}
          {can.postNotice && <LinkRow to={`/team-notice/${id}`} icon={<BellRing size={20} />} label={t('volunteers.team.notice')} />}
          {can.editTeam && <LinkRow to={`/team-data/${id}`} icon={<FilePen size={20} />} label={t('volunteers.team.edit')} />}
          <LinkRow
            to={`/volunteer-ranking?team=${encodeURIComponent(team.id)}`}
            icon={<Trophy size={20} />}
            label={t('volunteers.team.ranking')}
          />
        </Section>
      )}
      <Section title={t('volunteers.team.memberList', { count: team.members.totalCount })} testId="team-members">
        <ul className="vol-list vol-list--flush">
          {team.members.edges.map((e) => (
            <li key={e.node.id}>
              <Link to={e.node.detailPath} className="vol-item">
                <Img src={e.node.avatar?.url} alt={e.node.name} className="vol-item__avatar" />
                <span className="vol-item__body">
                  <span className="vol-item__title">{e.node.name}</span>
                  <span className="vol-item__meta">
                    <Badge tone={e.node.role === 'MEMBER' ? 'plain' : 'primary'}>{label(t, 'role', e.node.role)}</Badge>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      {!group && (
        <Section title={t('volunteers.team.activities')} more={`/recruit-list`} testId="team-activities">
          {team.activities.edges.length === 0 ? (
            <p className="vol-muted">{t('volunteers.recruit.none')}</p>
          ) : (
            <ul className="vol-list vol-list--flush">
              {team.activities.edges.map((e) => (
                <li key={e.node.id}>
                  <RecruitmentCard activity={e.node} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}
      {team.projects.length > 0 && (
        <Section title={t('volunteers.team.projects')} testId="team-projects">
          <ul className="vol-list vol-list--flush">
            {team.projects.map((p) => (
              <li key={p.id}>
                <Link to={`/brand-project/${encodeURIComponent(p.upstreamId)}`} className="vol-item">
                  <Img src={p.cover?.url} alt={p.cover?.alt ?? p.name} className="vol-item__media" />
                  <span className="vol-item__body">
                    <span className="vol-item__title">{p.name}</span>
                    <span className="vol-muted">{p.summary}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {team.commentable && (
        <div className="vol-comments">
          <CommentPreview subject={team.commentable} />
        </div>
      )}
      {member && (
        <Section title={t('volunteers.team.membership')}>
          {can.leave ? (
            <button
              type="button"
              className="vol-btn vol-btn--danger"
              onClick={() => void quit()}
              disabled={leaving}
              data-testid="leave-team"
            >
              <LogOut aria-hidden size={16} />
              {t('volunteers.team.leave')}
            </button>
          ) : (
            team.viewerRole === 'FOUNDER' && <p className="vol-muted">{t('volunteers.team.founderCannotLeave')}</p>
          )}
        </Section>
      )}
      <div className="vol-bar">
        {member ? (
          <>
            <Link className="vol-btn" to={`/team-schedule/${id}`} data-testid="bar-schedule">
              <CalendarCheck aria-hidden size={18} />
              {t('volunteers.team.schedule')}
            </Link>
            <Link className="vol-btn vol-btn--primary" to={`/team-sign/${id}`} data-testid="bar-sign">
              <MapPinCheck aria-hidden size={18} />
              {t('volunteers.team.signIn')}
            </Link>
          </>
        ) : team.viewerRole === 'APPLICANT' ? (
          <button type="button" className="vol-btn" disabled data-testid="join-pending">
            {t('volunteers.team.applied')}
          </button>
        ) : !group && data.viewer.isSignedIn && !data.viewer.user?.isVolunteer ? (
          <Link className="vol-btn vol-btn--primary" to="/volunteer-service" data-testid="register-first">
            {t('volunteers.team.registerFirst')}
          </Link>
        ) : (
          <button
            type="button"
            className="vol-btn vol-btn--primary"
            onClick={() => void join()}
            disabled={data.viewer.isSignedIn && !can.applyToJoin}
            data-testid="join-team"
          >
            <UserPlus aria-hidden size={18} />
            {group ? t('volunteers.team.joinGroup') : t('volunteers.team.join')}
          </button>
        )}
      </div>
    </div>
  );
}
