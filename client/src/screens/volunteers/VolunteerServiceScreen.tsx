import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Clock, FilePen, HandHeart, XCircle } from 'lucide-react';
import type { VolunteerServiceScreenQuery } from '../../__generated__/VolunteerServiceScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { requireLogin } from '../../session/loginGate';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge, Figures, HoursFigure } from './ui';

const query = graphql`
  query VolunteerServiceScreenQuery {
    volunteerHome {
      volunteerCount
      teamCount
      serviceHours
    }
    viewer {
      isSignedIn
      user {
        hasPhone
        isVolunteer
        volunteerApplication {
          id
          status
          rejectReason
          submittedAt
          decidedAt
        }
      }
    }
  }
`;

export function volunteerServiceLoader({ request }: { request: Request }): PreloadedQuery<VolunteerServiceScreenQuery> {
  prepareRequest(request);
  return preload<VolunteerServiceScreenQuery>(query, {}, { fresh: true });
}

/**
 * /volunteer-service (menu VOLUNTEER_SERVICE for non-volunteers): what volunteering is,
 * how to register, and the viewer's application with its audit status (pending, rejected with the
 * reason, approved: on to /volunteers).
 */
export function VolunteerServiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<VolunteerServiceScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const user = data.viewer.user;
  const application = user?.volunteerApplication ?? null;
  const apply = async () => {
    if (await requireLogin('/volunteer-apply')) navigate('/volunteer-apply');
  };
  const lang = currentLanguage();
  return (
    <div className="vol-page" data-testid="volunteer-service">
      <PageHeader title={t('volunteers.service.title')} />
      <section className="vol-hero">
        <div className="vol-hero__top">
          <HandHeart aria-hidden size={44} />
          <div className="vol-hero__who">
            <h2 className="vol-hero__name">{t('volunteers.service.heading')}</h2>
            <p>{t('volunteers.service.lead')}</p>
          </div>
        </div>
        <Figures
          items={[
            { label: t('volunteers.index.volunteerCount'), value: data.volunteerHome.volunteerCount },
            { label: t('volunteers.index.teamCount'), value: data.volunteerHome.teamCount },
            { label: t('volunteers.index.serviceHours'), value: <HoursFigure hours={data.volunteerHome.serviceHours} /> },
          ]}
        />
      </section>
      {user?.isVolunteer ? (
        <section className="vol-card vol-status" data-testid="service-volunteer">
          <BadgeCheck aria-hidden className="vol-status__icon" size={32} />
          <div className="vol-status__body">
            <strong>{t('volunteers.service.youAre')}</strong>
            <Link to="/volunteers" className="vol-btn vol-btn--primary" data-testid="go-volunteers">
              {t('volunteers.service.goHome')}
            </Link>
          </div>
        </section>
      ) : application?.status === 'PENDING' ? (
        <section className="vol-card vol-status" data-testid="application-pending">
          <Clock aria-hidden className="vol-status__icon" size={32} />
          <div className="vol-status__body">
            <strong>
              {t('volunteers.service.pending')}{' '}
              <Badge tone="wait" testId="application-status">
                {t('volunteers.applicationStatus.PENDING')}
              </Badge>
            </strong>
            <span className="vol-muted">
              {application.submittedAt && t('volunteers.service.submittedAt', { date: formatDate(application.submittedAt, lang, true) })}
            </span>
            <span className="vol-muted">{t('volunteers.service.pendingHint')}</span>
          </div>
        </section>
      ) : (
        <>
          {application?.status === 'REJECTED' && (
            <section className="vol-card vol-status" data-testid="application-rejected">
              <XCircle aria-hidden className="vol-status__icon" size={32} />
              <div className="vol-status__body">
                <strong>
                  {t('volunteers.service.rejected')}{' '}
                  <Badge tone="bad" testId="application-status">
                    {t('volunteers.applicationStatus.REJECTED')}
                  </Badge>
                </strong>
                {application.rejectReason && (
                  <span className="vol-muted">{t('volunteers.service.reason', { reason: application.rejectReason })}</span>
                )}
              </div>
            </section>
          )}
          <section className="vol-card">
            <h2 className="vol-section__title">{t('volunteers.service.how')}</h2>
            <ol className="vol-list vol-list--flush">
              {(['step1', 'step2', 'step3'] as const).map((k, i) => (
                <li key={k} className="vol-link-row">
                  <span className="vol-rank">{i + 1}</span>
                  <span className="vol-link-row__label">{t(`volunteers.service.${k}`)}</span>
                </li>
              ))}
            </ol>
            <button
              type="button"
              className="vol-btn vol-btn--primary vol-btn--block"
              onClick={() => void apply()}
              data-testid="start-apply"
            >
              <FilePen aria-hidden size={18} />
              {application?.status === 'REJECTED' ? t('volunteers.service.applyAgain') : t('volunteers.service.apply')}
            </button>
          </section>
        </>
      )}
      <nav className="vol-card">
        <Link to="/volunteer-index" className="vol-link-row">
          <span className="vol-link-row__label">{t('volunteers.service.browse')}</span>
        </Link>
      </nav>
    </div>
  );
}
