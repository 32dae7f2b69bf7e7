import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ClipboardList, Coins, MapPin, Send, Undo2, Users } from 'lucide-react';
import type { RecruitDetailScreenQuery } from '../../__generated__/RecruitDetailScreenQuery.graphql';
import type { RecruitDetailScreenApplyMutation } from '../../__generated__/RecruitDetailScreenApplyMutation.graphql';
import type { RecruitDetailScreenCancelMutation } from '../../__generated__/RecruitDetailScreenCancelMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { requireLogin } from '../../session/loginGate';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Gallery } from '../../widgets/Gallery';
import { Badge, Section } from './ui';
import { label } from './labels';
import { toastErrors } from './formErrors';
import { ShiftCard } from './ShiftCard';

const query = graphql`
  query RecruitDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "RecruitmentActivity", upstreamId: $id) {
      __typename
      ... on RecruitmentActivity {
        id
        upstreamId
        name
        images {
          url(size: COVER)
          alt
        }
        status
        teamName
        team {
          name
          detailPath
        }
        serviceType
        summary
        requirements
        address
        signInRadius
        startDate
        endDate
        dailyStartTime
        dailyEndTime
        recruitDeadline
        quota
        approvedCount
        pendingCount
        reserveCount
        remaining
        pointsBonus
        viewerApplication {
          id
          status
          rejectReason
        }
        viewerCanApply
        viewerCanManage
        shifts {
          id
          ...ShiftCard_shift
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

const applyMutation = graphql`
  mutation RecruitDetailScreenApplyMutation($input: ApplyToRecruitmentInput!) {
    applyToRecruitment(input: $input) {
      application {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const cancelMutation = graphql`
  mutation RecruitDetailScreenCancelMutation($input: CancelRecruitmentApplicationInput!) {
    cancelRecruitmentApplication(input: $input) {
      application {
        id
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function recruitDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<RecruitDetailScreenQuery> {
  prepareRequest(request);
  return preload<RecruitDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

const APPLICATION_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad', RESERVE: 'primary', CANCELLED: 'plain' } as const;

/** /volunteer-activity-desc/:id: a recruitment activity — what, when, where, places, the viewer's application and its days (sign-in there). */
export function RecruitDetailScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const data = useRouteQuery<RecruitDetailScreenQuery>(query);
  const a = data.node;
  const [apply, applying] = useGraphMutation<RecruitDetailScreenApplyMutation>(applyMutation);
  const [cancel, cancelling] = useGraphMutation<RecruitDetailScreenCancelMutation>(cancelMutation);
  if (a?.__typename !== 'RecruitmentActivity')
    return <NotFoundPage title={t('volunteers.recruit.title')} text={t('volunteers.recruit.notFound')} />;
  const mine = a.viewerApplication;
  const cancellable =
    mine &&
    (mine.status === 'PENDING' || mine.status === 'APPROVED' || mine.status === 'RESERVE') &&
    (a.status === 'RECRUITING' || a.status === 'RECRUITMENT_CLOSED');
  const doApply = async () => {
    if (!(await requireLogin())) return;
    const payload = await apply({ variables: { input: { activityId: a.id } } });
    if (toastErrors(payload?.errors, t('volunteers.recruit.applied'))) revalidator.revalidate();
  };
  const doCancel = async () => {
    if (!(await confirmDialog({ message: t('volunteers.recruit.cancelConfirm') }))) return;
    const payload = await cancel({ variables: { input: { activityId: a.id } } });
    if (toastErrors(payload?.errors, t('volunteers.recruit.cancelled'))) revalidator.revalidate();
  };
  return (
    <div className="vol-page vol-page--with-bar" data-testid="recruit-detail">
      <PageHeader title={t('volunteers.recruit.title')} />
      <Gallery images={a.images} alt={a.name} />
      <section className="vol-card">
        <h2 className="vol-hero__name" data-testid="recruit-name">
          {a.name}
        </h2>
        <p className="vol-item__meta">
          <Badge tone={a.status === 'RECRUITING' ? 'ok' : 'plain'} testId="recruit-status">
            {label(t, 'recruitStatus', a.status)}
          </Badge>
          {a.serviceType && <Badge tone="primary">{label(t, 'serviceType', a.serviceType)}</Badge>}
          {a.team && <Link to={a.team.detailPath}>{a.team.name}</Link>}
        </p>
        <p className="vol-item__meta">
          <CalendarDays aria-hidden size={13} />
          {a.startDate === a.endDate ? a.startDate : `${a.startDate} – ${a.endDate}`} {a.dailyStartTime}–{a.dailyEndTime}
        </p>
        {a.recruitDeadline && <p className="vol-item__meta">{t('volunteers.recruit.deadline', { date: a.recruitDeadline })}</p>}
        <p className="vol-item__meta">
          <MapPin aria-hidden size={13} />
          {a.address} · {t('volunteers.shift.radius', { metres: a.signInRadius })}
        </p>
        <p className="vol-item__meta" data-testid="recruit-places">
          <Users aria-hidden size={13} />
          {t('volunteers.recruit.places', { taken: a.approvedCount, quota: a.quota })} ·{' '}
          {t('volunteers.recruit.remaining', { count: a.remaining })}
        </p>
        <p className="vol-item__meta">
          <Coins aria-hidden size={13} />
          {t('volunteers.recruit.bonus', { count: a.pointsBonus })}
        </p>
        {mine && (
          <p className="vol-item__meta" data-testid="my-application">
            {t('volunteers.recruit.mine')}{' '}
            <Badge tone={APPLICATION_TONE[mine.status as keyof typeof APPLICATION_TONE] ?? 'plain'} testId="my-application-status">
              {label(t, 'applicationStatus', mine.status)}
            </Badge>
            {mine.rejectReason && <span>{t('volunteers.service.reason', { reason: mine.rejectReason })}</span>}
          </p>
        )}
      </section>
      <Section title={t('volunteers.recruit.about')}>
        <p className="vol-text">{a.summary}</p>
      </Section>
      {a.requirements && (
        <Section title={t('volunteers.recruit.requirements')}>
          <p className="vol-text">{a.requirements}</p>
        </Section>
      )}
      {a.viewerCanManage && (
        <Section title={t('volunteers.team.manage')}>
          <Link to={`/recruit-audit/${encodeURIComponent(a.upstreamId)}`} className="vol-btn vol-btn--block" data-testid="audit-link">
            <ClipboardList aria-hidden size={16} />
            {t('volunteers.recruit.audit', { pending: a.pendingCount, reserve: a.reserveCount })}
          </Link>
        </Section>
      )}
      {a.shifts.length > 0 && (
        <Section title={t('volunteers.recruit.days')} testId="recruit-shifts">
          {a.shifts.map((s) => (
            <ShiftCard key={s.id} shift={s} mode="sign" />
          ))}
        </Section>
      )}
      <div className="vol-bar">
        {cancellable ? (
          <button type="button" className="vol-btn" onClick={() => void doCancel()} disabled={cancelling} data-testid="cancel-application">
            <Undo2 aria-hidden size={18} />
            {t('volunteers.recruit.cancel')}
          </button>
        ) : data.viewer.isSignedIn && !data.viewer.user?.isVolunteer ? (
          <Link className="vol-btn vol-btn--primary" to="/volunteer-service">
            {t('volunteers.team.registerFirst')}
          </Link>
        ) : (
          <button
            type="button"
            className="vol-btn vol-btn--primary"
            onClick={() => void doApply()}
            disabled={applying || (data.viewer.isSignedIn && !a.viewerCanApply)}
            data-testid="apply-recruitment"
          >
            <Send aria-hidden size={18} />
            {a.status === 'RECRUITING'
              ? mine && mine.status !== 'CANCELLED'
                ? label(t, 'applicationStatus', mine.status)
                : t('volunteers.recruit.apply')
              : label(t, 'recruitStatus', a.status)}
          </button>
        )}
      </div>
    </div>
  );
}
