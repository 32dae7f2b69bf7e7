import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Crosshair, Send } from 'lucide-react';
import type { RecruitCreateScreenQuery } from '../../__generated__/RecruitCreateScreenQuery.graphql';
import type { RecruitCreateScreenSaveMutation } from '../../__generated__/RecruitCreateScreenSaveMutation.graphql';
import type { RecruitCreateScreenPublishMutation } from '../../__generated__/RecruitCreateScreenPublishMutation.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { MediaUploader, type UploadedMedia } from '../../widgets/upload/MediaUploader';
import { chinaToday } from '../../widgets/format';
import { known, type Known } from '../../relay/enums';
import { options } from './labels';
import { placeErrors } from './formErrors';
import { currentPosition } from './geolocation';
import { ChipGroup, Field } from './ui';

const query = graphql`
  query RecruitCreateScreenQuery($team: ID!, $activity: ID!) {
    volunteerFormChoices {
      serviceTypes
    }
    team: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $team) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        name
        viewerCan {
          manageRecruitment
        }
      }
    }
    activity: nodeByUpstreamId(type: "RecruitmentActivity", upstreamId: $activity) {
      __typename
      ... on RecruitmentActivity {
        id
        upstreamId
        name
        serviceType
        summary
        startDate
        endDate
        dailyStartTime
        dailyEndTime
        recruitDeadline
        address
        location {
          longitude
          latitude
        }
        signInRadius
        quota
        requirements
        pointsBonus
        draftStep
        status
        detailPath
        team {
          id
          upstreamId
          name
          viewerCan {
            manageRecruitment
          }
        }
      }
    }
    inputLimits {
      recruitmentNameMaxLength
      recruitmentTextMaxLength
      recruitmentMaxImages
      recruitmentMaxDays
      recruitmentQuotaMax
      signInRadiusMin
      signInRadiusMax
    }
  }
`;

const save = graphql`
  mutation RecruitCreateScreenSaveMutation($input: SaveRecruitmentDraftInput!) {
    saveRecruitmentDraft(input: $input) {
      activity {
        id
        upstreamId
        draftStep
        name
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const publish = graphql`
  mutation RecruitCreateScreenPublishMutation($input: PublishRecruitmentInput!) {
    publishRecruitment(input: $input) {
      activity {
        id
        status
        detailPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function recruitCreateLoader({ request }: { request: Request }): PreloadedQuery<RecruitCreateScreenQuery> {
  const search = prepareSignedInRequest(request);
  return preload<RecruitCreateScreenQuery>(query, { team: search.get('team') ?? '', activity: search.get('id') ?? '' }, { fresh: true });
}

function Steps({ step, saved }: { step: number; saved: number }) {
  const { t } = useTranslation();
  return (
    <ol className="vol-steps" aria-label={t('volunteers.create.steps')}>
      {[1, 2, 3].map((n) => (
        <li
          key={n}
          className={[
            'vol-steps__step',
            n === step ? 'vol-steps__step--on' : '',
            n <= saved && n !== step ? 'vol-steps__step--done' : '',
          ].join(' ')}
          aria-current={n === step ? 'step' : undefined}
        >
          <span className="vol-steps__dot">{n}</span>
          {t(`volunteers.create.step${n}`)}
        </li>
      ))}
    </ol>
  );
}

type Data = RecruitCreateScreenQuery['response'];
type Activity = Extract<NonNullable<Data['activity']>, { __typename: 'RecruitmentActivity' }>;

/** /crteate-activity/:step (`?team=` for a new draft, `?id=` for a draft): a recruitment activity in three steps, saved as a draft between them, then published. */
export function RecruitCreateScreen() {
  const { t } = useTranslation();
  const { step: stepParam } = useParams();
  const step = Math.min(3, Math.max(1, Number(stepParam) || 1));
  const data = useRouteQuery<RecruitCreateScreenQuery>(query);
  const activity = data.activity?.__typename === 'RecruitmentActivity' ? data.activity : null;
  const team = activity?.team ?? (data.team?.__typename === 'VolunteerTeam' ? data.team : null);
  const title = t('volunteers.create.title');
  if (!team) return <NotFoundPage title={title} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.manageRecruitment) return <NotFoundPage title={title} text={t('volunteers.team.managersOnly')} icon="warning" />;
  if (activity && activity.status !== 'DRAFT') return <NotFoundPage title={title} text={t('volunteers.create.published')} icon="empty" />;
  if (!activity && step > 1) return <NotFoundPage title={title} text={t('volunteers.create.startFirst')} />;
  const saved = activity?.draftStep ?? 0;
  return (
    <div className="vol-page" data-testid={`recruit-step-${step}`}>
      <PageHeader title={title} />
      <Steps step={step} saved={saved} />
      <p className="vol-muted vol-card">{t('volunteers.create.forTeam', { team: team.name })}</p>
      {step === 1 && (
        <BasicsStep
          teamId={team.id}
          activity={activity}
          limits={data.inputLimits}
          serviceTypes={known(data.volunteerFormChoices.serviceTypes)}
        />
      )}
      {step === 2 && activity && <ScheduleStep activity={activity} limits={data.inputLimits} />}
      {step === 3 && activity && <QuotaStep activity={activity} limits={data.inputLimits} />}
    </div>
  );
}

const BASIC_FIELDS = ['basics.name', 'basics.summary', 'basics.images'] as const;

type ServiceType = Known<Data['volunteerFormChoices']['serviceTypes'][number]>;

function BasicsStep({
  teamId,
  activity,
  limits,
  serviceTypes,
}: {
  teamId: string;
  activity: Activity | null;
  limits: Data['inputLimits'];
  /** The service areas an activity may choose, as the graph offers them. */
  serviceTypes: ServiceType[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(activity?.name ?? '');
  const [serviceType, setServiceType] = useState<ServiceType[]>(
    activity?.serviceType && activity.serviceType !== '%future added value' ? [activity.serviceType] : [],
  );
  const [summary, setSummary] = useState(activity?.summary ?? '');
  const [images, setImages] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<RecruitCreateScreenSaveMutation>(save);
  const submit = async () => {
    if (serviceType.length === 0) {
      setErrors({ serviceType: t('volunteers.form.required') });
      return;
    }
    const basics = { name, serviceType: serviceType[0]!, summary, ...(images.length > 0 ? { images: images.map((i) => i.id) } : {}) };
    const payload = await commit({ variables: { input: activity ? { activityId: activity.id, basics } : { teamId, basics } } });
    if (payload && placeErrors(payload.errors, BASIC_FIELDS, setErrors) && payload.activity) {
      showToast({ message: t('volunteers.create.saved'), type: 'success' });
      navigate(`/crteate-activity/2?id=${encodeURIComponent(payload.activity.upstreamId)}`);
    }
  };
  return (
    <form
      className="vol-card vol-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('volunteers.create.name')}
        error={errors['basics.name']}
        testId="recruit-name"
        render={(p) => (
          <input
            {...p}
            className="vol-input"
            value={name}
            maxLength={limits.recruitmentNameMaxLength}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      />
      <ChipGroup
        legend={t('volunteers.create.serviceType')}
        single
        options={options(t, 'serviceType', serviceTypes)}
        value={serviceType}
        onChange={setServiceType}
        error={errors.serviceType}
        testId="recruit-type"
      />
      <Field
        label={t('volunteers.create.summary')}
        error={errors['basics.summary']}
        testId="recruit-summary"
        render={(p) => (
          <textarea
            {...p}
            className="vol-textarea"
            value={summary}
            maxLength={limits.recruitmentTextMaxLength}
            onChange={(e) => setSummary(e.target.value)}
          />
        )}
      />
      <div className={errors['basics.images'] ? 'vol-field vol-field--error' : 'vol-field'}>
        <span className="vol-field__label">{t('volunteers.create.images', { max: limits.recruitmentMaxImages })}</span>
        <MediaUploader
          value={images}
          onChange={setImages}
          kinds={['IMAGE']}
          limit={limits.recruitmentMaxImages}
          label={t('volunteers.create.imagesAdd')}
          testId="recruit-images"
          onBusyChange={setUploading}
        />
        {errors['basics.images'] && (
          <p className="form-error" role="alert">
            {errors['basics.images']}
          </p>
        )}
      </div>
      <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending || uploading} data-testid="recruit-next">
        {t('volunteers.create.saveNext')}
        <ArrowRight aria-hidden size={18} />
      </button>
    </form>
  );
}

const SCHEDULE_FIELDS = [
  'schedule.startDate',
  'schedule.endDate',
  'schedule.dailyStartTime',
  'schedule.dailyEndTime',
  'schedule.recruitDeadline',
  'schedule.address',
  'schedule.location',
  'schedule.signInRadius',
] as const;

function ScheduleStep({ activity, limits }: { activity: Activity; limits: Data['inputLimits'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = chinaToday();
  const [startDate, setStartDate] = useState(activity.startDate ?? today);
  const [endDate, setEndDate] = useState(activity.endDate ?? today);
  const [start, setStart] = useState(activity.dailyStartTime ?? '09:00');
  const [end, setEnd] = useState(activity.dailyEndTime ?? '12:00');
  const [deadline, setDeadline] = useState(activity.recruitDeadline ?? '');
  const [address, setAddress] = useState(activity.address ?? '');
  const [lng, setLng] = useState(activity.location ? String(activity.location.longitude) : '');
  const [lat, setLat] = useState(activity.location ? String(activity.location.latitude) : '');
  const [radius, setRadius] = useState(String(activity.signInRadius || 300));
  const [locating, setLocating] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<RecruitCreateScreenSaveMutation>(save);
  const locate = async () => {
    setLocating(true);
    const p = await currentPosition();
    setLocating(false);
    if (p) {
      setLng(p.longitude.toFixed(6));
      setLat(p.latitude.toFixed(6));
    } else showToast({ message: t('volunteers.create.noPosition'), type: 'error' });
  };
  const submit = async () => {
    const location =
      lng.trim() && lat.trim() && Number.isFinite(Number(lng)) && Number.isFinite(Number(lat))
        ? { longitude: Number(lng), latitude: Number(lat) }
        : null;
    const schedule = {
      startDate,
      endDate,
      dailyStartTime: start,
      dailyEndTime: end,
      recruitDeadline: deadline || null,
      address,
      location,
      signInRadius: Number(radius) || 0,
    };
    const payload = await commit({ variables: { input: { activityId: activity.id, schedule } } });
    if (payload && placeErrors(payload.errors, SCHEDULE_FIELDS, setErrors)) {
      showToast({ message: t('volunteers.create.saved'), type: 'success' });
      navigate(`/crteate-activity/3?id=${encodeURIComponent(activity.upstreamId)}`);
    }
  };
  return (
    <form
      className="vol-card vol-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="vol-row">
        <Field
          label={t('volunteers.create.startDate')}
          error={errors['schedule.startDate']}
          testId="recruit-start-date"
          render={(p) => (
            <input {...p} type="date" className="vol-input" value={startDate} min={today} onChange={(e) => setStartDate(e.target.value)} />
          )}
        />
        <Field
          label={t('volunteers.create.endDate')}
          error={errors['schedule.endDate']}
          testId="recruit-end-date"
          render={(p) => (
            <input {...p} type="date" className="vol-input" value={endDate} min={startDate} onChange={(e) => setEndDate(e.target.value)} />
          )}
        />
      </div>
      <div className="vol-row">
        <Field
          label={t('volunteers.create.dailyStart')}
          error={errors['schedule.dailyStartTime']}
          testId="recruit-start-time"
          render={(p) => <input {...p} type="time" className="vol-input" value={start} onChange={(e) => setStart(e.target.value)} />}
        />
        <Field
          label={t('volunteers.create.dailyEnd')}
          error={errors['schedule.dailyEndTime']}
          testId="recruit-end-time"
          render={(p) => <input {...p} type="time" className="vol-input" value={end} onChange={(e) => setEnd(e.target.value)} />}
        />
      </div>
      <Field
        label={t('volunteers.create.deadline')}
        error={errors['schedule.recruitDeadline']}
        hint={t('volunteers.create.deadlineHint', { days: limits.recruitmentMaxDays })}
        testId="recruit-deadline"
        render={(p) => (
          <input
            {...p}
            type="date"
            className="vol-input"
            value={deadline}
            min={today}
            max={startDate}
            onChange={(e) => setDeadline(e.target.value)}
          />
        )}
      />
      <Field
        label={t('volunteers.create.address')}
        error={errors['schedule.address']}
        testId="recruit-address"
        render={(p) => <input {...p} className="vol-input" value={address} onChange={(e) => setAddress(e.target.value)} />}
      />
      <fieldset className={errors['schedule.location'] ? 'vol-field vol-field--error' : 'vol-field'}>
        <legend className="vol-field__label">{t('volunteers.create.point')}</legend>
        <div className="vol-row">
          <Field
            label={t('volunteers.create.longitude')}
            testId="recruit-lng"
            render={(p) => <input {...p} className="vol-input" inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} />}
          />
          <Field
            label={t('volunteers.create.latitude')}
            testId="recruit-lat"
            render={(p) => <input {...p} className="vol-input" inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} />}
          />
        </div>
        <button type="button" className="vol-btn" onClick={() => void locate()} disabled={locating} data-testid="recruit-locate">
          <Crosshair aria-hidden size={16} />
          {t('volunteers.create.useMyPosition')}
        </button>
        {errors['schedule.location'] && (
          <p className="form-error" role="alert" data-testid="recruit-location-error">
            {errors['schedule.location']}
          </p>
        )}
      </fieldset>
      <Field
        label={t('volunteers.create.radius')}
        error={errors['schedule.signInRadius']}
        hint={t('volunteers.create.radiusHint', { min: limits.signInRadiusMin, max: limits.signInRadiusMax })}
        testId="recruit-radius"
        render={(p) => (
          <input
            {...p}
            type="number"
            className="vol-input"
            inputMode="numeric"
            min={limits.signInRadiusMin}
            max={limits.signInRadiusMax}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        )}
      />
      <div className="vol-row">
        <Link className="vol-btn vol-btn--quiet" to={`/crteate-activity/1?id=${encodeURIComponent(activity.upstreamId)}`}>
          {t('volunteers.create.back')}
        </Link>
        <button type="submit" className="vol-btn vol-btn--primary" disabled={pending} data-testid="recruit-next">
          {t('volunteers.create.saveNext')}
          <ArrowRight aria-hidden size={18} />
        </button>
      </div>
    </form>
  );
}

const QUOTA_FIELDS = ['quota.quota', 'quota.requirements', 'quota.pointsBonus'] as const;

function QuotaStep({ activity, limits }: { activity: Activity; limits: Data['inputLimits'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [quota, setQuota] = useState(activity.quota > 0 ? String(activity.quota) : '');
  const [requirements, setRequirements] = useState(activity.requirements ?? '');
  const [bonus, setBonus] = useState(String(activity.pointsBonus || 20));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<RecruitCreateScreenSaveMutation>(save);
  const [publishCommit, publishing] = useGraphMutation<RecruitCreateScreenPublishMutation>(publish);
  const submit = async () => {
    const payload = await commit({
      variables: { input: { activityId: activity.id, quota: { quota: Number(quota) || 0, requirements, pointsBonus: Number(bonus) } } },
    });
    if (!payload || !placeErrors(payload.errors, QUOTA_FIELDS, setErrors)) return;
    const published = await publishCommit({ variables: { input: { activityId: activity.id } } });
    if (!published) return;
    if (placeErrors(published.errors, [], setErrors) && published.activity) {
      showToast({ message: t('volunteers.create.publishedToast'), type: 'success' });
      navigate(published.activity.detailPath, { replace: true });
    }
  };
  return (
    <form
      className="vol-card vol-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('volunteers.create.quota')}
        error={errors['quota.quota']}
        hint={t('volunteers.create.quotaHint', { max: limits.recruitmentQuotaMax })}
        testId="recruit-quota"
        render={(p) => (
          <input
            {...p}
            type="number"
            className="vol-input"
            inputMode="numeric"
            min={1}
            max={limits.recruitmentQuotaMax}
            value={quota}
            onChange={(e) => setQuota(e.target.value)}
          />
        )}
      />
      <Field
        label={t('volunteers.create.requirements')}
        error={errors['quota.requirements']}
        testId="recruit-requirements"
        render={(p) => (
          <textarea
            {...p}
            className="vol-textarea"
            value={requirements}
            maxLength={limits.recruitmentTextMaxLength}
            onChange={(e) => setRequirements(e.target.value)}
          />
        )}
      />
      <Field
        label={t('volunteers.create.bonus')}
        error={errors['quota.pointsBonus']}
        testId="recruit-bonus"
        render={(p) => (
          <input
            {...p}
            type="number"
            className="vol-input"
            inputMode="numeric"
            min={0}
            max={100}
            value={bonus}
            onChange={(e) => setBonus(e.target.value)}
          />
        )}
      />
      <div className="vol-row">
        <Link className="vol-btn vol-btn--quiet" to={`/crteate-activity/2?id=${encodeURIComponent(activity.upstreamId)}`}>
          {t('volunteers.create.back')}
        </Link>
        <button type="submit" className="vol-btn vol-btn--primary" disabled={pending || publishing} data-testid="recruit-publish">
          <Send aria-hidden size={18} />
          {t('volunteers.create.publish')}
        </button>
      </div>
    </form>
  );
}
