import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { cards_activity$key } from '../../__generated__/cards_activity.graphql';
import type { cards_team$key } from '../../__generated__/cards_team.graphql';
import type { cards_volunteer$key } from '../../__generated__/cards_volunteer.graphql';
import type { cards_honour$key } from '../../__generated__/cards_honour.graphql';
import { Img } from '../../widgets/Img';
import { Badge, StarRating, useHours } from './ui';
import { label } from './labels';

const STATUS_TONE = { RECRUITING: 'ok', RECRUITMENT_CLOSED: 'plain', IN_PROGRESS: 'primary', FINISHED: 'plain', DRAFT: 'wait' } as const;

/** A recruitment activity in a list. */
export function RecruitmentCard({ activity }: { activity: cards_activity$key }) {
  const { t } = useTranslation();
  const a = useFragment(
    graphql`
      fragment cards_activity on RecruitmentActivity {
        name
        detailPath
        cover {
          url(size: THUMBNAIL)
          alt
        }
        teamName
        status
        startDate
        endDate
        dailyStartTime
        dailyEndTime
        quota
        approvedCount
        address
      }
    `,
    activity,
  );
  const tone = STATUS_TONE[a.status as keyof typeof STATUS_TONE] ?? 'plain';
  return (
    <Link to={a.detailPath} className="vol-item" data-testid="recruitment-card">
      <Img src={a.cover?.url} alt={a.cover?.alt ?? a.name} className="vol-item__media" />
      <div className="vol-item__body">
        <span className="vol-item__title">{a.name}</span>
        <span className="vol-item__meta">
          <Badge tone={tone} testId="recruitment-status">
            {label(t, 'recruitStatus', a.status)}
          </Badge>
          {a.teamName && <span>{a.teamName}</span>}
        </span>
        <span className="vol-item__meta">
          <CalendarDays aria-hidden size={13} />
          {a.startDate === a.endDate ? a.startDate : `${a.startDate} – ${a.endDate}`} {a.dailyStartTime}–{a.dailyEndTime}
        </span>
        <span className="vol-item__meta">
          <Users aria-hidden size={13} />
          {t('volunteers.recruit.places', { taken: a.approvedCount, quota: a.quota })}
          {a.address && (
            <>
              <MapPin aria-hidden size={13} />
              <span>{a.address}</span>
            </>
          )}
        </span>
      </div>
    </Link>
  );
}

/** A team or community group in a list (with its founder: one batched call for the whole list). */
export function TeamCard({ team }: { team: cards_team$key }) {
  const { t } = useTranslation();
  const hours = useHours();
  const x = useFragment(
    graphql`
      fragment cards_team on VolunteerTeam {
        name
        detailPath
        logo {
          url(size: SMALL)
          alt
        }
        regionName
        serviceType
        memberCount
        serviceHours
        status
        founder {
          name
        }
      }
    `,
    team,
  );
  return (
    <Link to={x.detailPath} className="vol-item" data-testid="team-card">
      <Img src={x.logo?.url} alt={x.logo?.alt ?? x.name} className="vol-item__avatar" />
      <div className="vol-item__body">
        <span className="vol-item__title">{x.name}</span>
        <span className="vol-item__meta">
          {x.status !== 'APPROVED' && <Badge tone={x.status === 'PENDING' ? 'wait' : 'bad'}>{label(t, 'teamStatus', x.status)}</Badge>}
          {x.serviceType && <Badge tone="primary">{label(t, 'serviceType', x.serviceType)}</Badge>}
          {x.regionName && <span>{x.regionName}</span>}
        </span>
        <span className="vol-item__meta">
          <Users aria-hidden size={13} />
          {t('volunteers.team.memberTotal', { count: x.memberCount })} · {hours(x.serviceHours)}
          {x.founder && <span>· {t('volunteers.team.founderIs', { name: x.founder.name })}</span>}
        </span>
      </div>
    </Link>
  );
}

/** A volunteer in a list: photo, masked name, star rating, hours, points. */
export function VolunteerCard({ volunteer, rank }: { volunteer: cards_volunteer$key; rank?: number }) {
  const { t } = useTranslation();
  const hours = useHours();
  const v = useFragment(
    graphql`
      fragment cards_volunteer on Volunteer {
        name
        detailPath
        photo {
          url(size: SMALL)
          alt
        }
        starRating
        serviceHours
        points
        teamNames
      }
    `,
    volunteer,
  );
  return (
    <Link to={v.detailPath} className="vol-item" data-testid="volunteer-card">
      {rank !== undefined && (
        <span className={`vol-rank vol-rank--${rank}`}>
          <span aria-hidden="true">{rank}</span>
          <span className="sr-only">{t('volunteers.ranking.rank', { rank })}</span>
        </span>
      )}
      <Img src={v.photo?.url} alt={v.name} className="vol-item__avatar" />
      <div className="vol-item__body">
        <span className="vol-item__title">
          {v.name} <StarRating stars={v.starRating} />
        </span>
        <span className="vol-item__meta">
          {hours(v.serviceHours)} · {t('volunteers.pointsCount', { count: v.points })}
        </span>
        {v.teamNames.length > 0 && <span className="vol-item__meta">{v.teamNames.join(' · ')}</span>}
      </div>
    </Link>
  );
}

/** An honour badge: held ones in colour, the others dimmed with their rule. */
export function HonourBadge({ honour }: { honour: cards_honour$key }) {
  const { t } = useTranslation();
  const h = useFragment(
    graphql`
      fragment cards_honour on Honour {
        name
        rule
        earned
        earnedAt
        icon {
          url
          alt
        }
      }
    `,
    honour,
  );
  return (
    <li
      className={h.earned ? 'vol-honour' : 'vol-honour vol-honour--locked'}
      data-testid="honour"
      data-earned={h.earned ? 'true' : 'false'}
    >
      <Img src={h.icon?.url} alt="" className="vol-honour__icon" />
      <span className="vol-honour__name">{h.name}</span>
      <span className="vol-honour__rule">{h.rule}</span>
      <span className="sr-only">{h.earned ? t('volunteers.honours.earned') : t('volunteers.honours.locked')}</span>
    </li>
  );
}
