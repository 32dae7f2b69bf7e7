import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { TeamFormsCreateQuery } from '../../__generated__/TeamFormsCreateQuery.graphql';
import type { TeamFormsEditQuery } from '../../__generated__/TeamFormsEditQuery.graphql';
import type { TeamFormsApplyQuery } from '../../__generated__/TeamFormsApplyQuery.graphql';
import type { TeamFormsNoticeQuery } from '../../__generated__/TeamFormsNoticeQuery.graphql';
import type { TeamFormsCreateMutation } from '../../__generated__/TeamFormsCreateMutation.graphql';
import type { TeamFormsUpdateMutation } from '../../__generated__/TeamFormsUpdateMutation.graphql';
import type { TeamFormsApplyMutation } from '../../__generated__/TeamFormsApplyMutation.graphql';
import type { TeamFormsNoticeMutation } from '../../__generated__/TeamFormsNoticeMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState } from '../../shell/StateViews';
import { MediaUploader, type UploadedMedia } from '../../widgets/upload/MediaUploader';
import { options, SERVICE_TYPES, type ServiceType } from './labels';
import { placeErrors } from './formErrors';
import { ChipGroup, Field } from './ui';

// ---------------------------------------------------------------------------------------------
// /team-created (?kind=group) and /team-data/:id
// ---------------------------------------------------------------------------------------------

const createQuery = graphql`
  query TeamFormsCreateQuery {
    site {
      regions {
        code
        name
      }
    }
    viewer {
      user {
        isVolunteer
      }
    }
    inputLimits {
      teamNameMaxLength
      teamIntroMaxLength
    }
  }
`;

const editQuery = graphql`
  query TeamFormsEditQuery($id: ID!) {
    site {
      regions {
        code
        name
      }
    }
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        name
        regionCode
        serviceType
        intro
        viewerCan {
          editTeam
        }
        logo {
          url(size: SMALL)
          alt
        }
      }
    }
    inputLimits {
      teamNameMaxLength
      teamIntroMaxLength
    }
  }
`;

const createMutation = graphql`
  mutation TeamFormsCreateMutation($input: CreateVolunteerTeamInput!) {
    createVolunteerTeam(input: $input) {
      team {
        id
        upstreamId
        detailPath
        status
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

const updateMutation = graphql`
  mutation TeamFormsUpdateMutation($input: UpdateVolunteerTeamInput!) {
    updateVolunteerTeam(input: $input) {
      team {
        id
        name
        intro
        regionCode
        regionName
        serviceType
        detailPath
        logo {
          url(size: SMALL)
          alt
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamCreateLoader({ request }: { request: Request }): PreloadedQuery<TeamFormsCreateQuery> {
  return preloadSignedIn<TeamFormsCreateQuery>(request, createQuery, {});
}

export function teamEditLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamFormsEditQuery> {
  return preloadSignedIn<TeamFormsEditQuery>(request, editQuery, { id: params.id ?? '' });
}

interface TeamValues {
  name: string;
  regionCode: string;
  serviceType: ServiceType[];
  intro: string;
  logo: UploadedMedia[];
}

const TEAM_FIELDS = ['name', 'logo', 'regionCode', 'serviceType', 'intro'] as const;

function TeamForm({ initial, regions, limits, existingLogo, busy, submitLabel, onSubmit }: {
  initial: Omit<TeamValues, 'logo'>;
  regions: ReadonlyArray<{ code: string; name: string }>;
  limits: { teamNameMaxLength: number; teamIntroMaxLength: number };
  existingLogo?: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: TeamValues, setErrors: (e: Record<string, string>) => void): Promise<void>;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [regionCode, setRegionCode] = useState(initial.regionCode);
  const [serviceType, setServiceType] = useState<ServiceType[]>(initial.serviceType);
  const [intro, setIntro] = useState(initial.intro);
  const [logo, setLogo] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      className="vol-card vol-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const need = t('volunteers.form.required');
        const missing: Record<string, string> = {};
        if (!name.trim()) missing.name = need;
        if (!regionCode) missing.regionCode = need;
        if (serviceType.length === 0) missing.serviceType = need;
        if (!intro.trim()) missing.intro = need;
        if (!existingLogo && logo.length === 0) missing.logo = need;
        if (Object.keys(missing).length > 0) setErrors(missing);
        else void onSubmit({ name, regionCode, serviceType, intro, logo }, setErrors);
      }}
    >
      <Field label={t('volunteers.team.form.name')} error={errors.name} testId="team-name-field" render={(p) => <input {...p} className="vol-input" value={name} maxLength={limits.teamNameMaxLength} onChange={(e) => setName(e.target.value)} />} />
      <div className={errors.logo ? 'vol-field vol-field--error' : 'vol-field'}>
        <span className="vol-field__label">{t('volunteers.team.form.logo')}</span>
        {existingLogo && logo.length === 0 && <p className="vol-muted">{t('volunteers.team.form.logoKeep')}</p>}
        <MediaUploader value={logo} onChange={setLogo} kinds={['IMAGE']} limit={1} label={t('volunteers.team.form.logoAdd')} testId="team-logo" onBusyChange={setUploading} />
        {errors.logo && <p className="form-error" role="alert">{errors.logo}</p>}
      </div>
      <Field
        label={t('volunteers.team.form.region')}
        error={errors.regionCode}
        testId="team-region-field"
        render={(p) => (
          <select {...p} className="vol-select" value={regionCode} onChange={(e) => setRegionCode(e.target.value)}>
            <option value="">{t('volunteers.form.choose')}</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      />
      <ChipGroup legend={t('volunteers.team.form.serviceType')} single options={options(t, 'serviceType', SERVICE_TYPES)} value={serviceType} onChange={setServiceType} error={errors.serviceType} testId="team-service-type" />
      <Field
        label={t('volunteers.team.form.intro')}
        error={errors.intro}
        hint={t('volunteers.form.max', { max: limits.teamIntroMaxLength })}
        testId="team-intro-field"
        render={(p) => <textarea {...p} className="vol-textarea" value={intro} maxLength={limits.teamIntroMaxLength} onChange={(e) => setIntro(e.target.value)} />}
      />
      <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={busy || uploading} data-testid="team-submit">
        <Send aria-hidden size={18} />
        {submitLabel}
      </button>
    </form>
  );
}

/** /team-created (`?kind=group` for a community group): a new team, which waits for the platform's audit; the creator is its founder. */
export function TeamCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const group = search.get('kind') === 'group';
  const data = useRouteQuery<TeamFormsCreateQuery>(createQuery);
  const [commit, pending] = useGraphMutation<TeamFormsCreateMutation>(createMutation);
  const title = group ? t('volunteers.team.createGroup') : t('volunteers.team.create');
  if (!group && !data.viewer.user?.isVolunteer) {
    return (
      <div className="vol-page">
        <PageHeader title={title} />
        <EmptyState text={t('volunteers.team.volunteersOnly')} />
      </div>
    );
  }
  return (
    <div className="vol-page" data-testid="team-create">
      <PageHeader title={title} />
      <TeamForm
        initial={{ name: '', regionCode: '', serviceType: [], intro: '' }}
        regions={data.site.regions ?? []}
        limits={data.inputLimits}
        busy={pending}
        submitLabel={t('volunteers.team.form.submit')}
        onSubmit={async (v, setErrors) => {
          const payload = await commit({
            variables: { input: { kind: group ? 'COMMUNITY_GROUP' : 'TEAM', name: v.name, logo: v.logo[0]?.id ?? null, regionCode: v.regionCode, serviceType: v.serviceType[0]!, intro: v.intro } },
          });
          if (!payload) return;
          if (placeErrors(payload.errors, TEAM_FIELDS, setErrors) && payload.team) {
            showToast({ message: t('volunteers.team.form.created'), type: 'success' });
            navigate(payload.team.detailPath, { replace: true });
          }
        }}
      />
    </div>
  );
}

/** /team-data/:id: a team's data, edited by its managers and founder. */
export function TeamEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamFormsEditQuery>(editQuery);
  const [commit, pending] = useGraphMutation<TeamFormsUpdateMutation>(updateMutation);
  const team = data.node;
  if (!team || team.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.edit')} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.editTeam) return <NotFoundPage title={t('volunteers.team.edit')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  return (
    <div className="vol-page" data-testid="team-edit">
      <PageHeader title={t('volunteers.team.edit')} />
      <TeamForm
        initial={{ name: team.name, regionCode: team.regionCode ?? '', serviceType: team.serviceType && team.serviceType !== '%future added value' ? [team.serviceType] : [], intro: team.intro ?? '' }}
        regions={data.site.regions ?? []}
        limits={data.inputLimits}
        existingLogo={team.logo?.url}
        busy={pending}
        submitLabel={t('volunteers.save')}
        onSubmit={async (v, setErrors) => {
          const payload = await commit({ variables: { input: { teamId: team.id, name: v.name, logo: v.logo[0]?.id ?? null, regionCode: v.regionCode, serviceType: v.serviceType[0] ?? null, intro: v.intro } } });
          if (!payload) return;
          if (placeErrors(payload.errors, TEAM_FIELDS, setErrors) && payload.team) {
            showToast({ message: t('volunteers.saved'), type: 'success' });
            navigate(payload.team.detailPath, { replace: true });
          }
        }}
      />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-apply/:id
// ---------------------------------------------------------------------------------------------

const applyQuery = graphql`
  query TeamFormsApplyQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        name
        kind
        detailPath
        viewerRole
        viewerCan {
          applyToJoin
        }
      }
    }
    inputLimits {
      volunteerReasonMaxLength
    }
  }
`;

const applyMutation = graphql`
  mutation TeamFormsApplyMutation($input: ApplyToJoinTeamInput!) {
    applyToJoinTeam(input: $input) {
      team {
        id
        viewerRole
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamApplyLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamFormsApplyQuery> {
  return preloadSignedIn<TeamFormsApplyQuery>(request, applyQuery, { id: params.id ?? '' });
}

/** /team-apply/:id: asking to join a team (a manager decides). */
export function TeamApplyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<TeamFormsApplyQuery>(applyQuery);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<TeamFormsApplyMutation>(applyMutation);
  const team = data.node;
  if (!team || team.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.join')} text={t('volunteers.team.notFound')} />;
  if (team.viewerRole !== 'NONE') return <Navigate to={team.detailPath} replace />;
  return (
    <div className="vol-page" data-testid="team-apply">
      <PageHeader title={t('volunteers.team.applyTitle', { name: team.name })} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const payload = await commit({ variables: { input: { teamId: team.id, reason } } });
          if (payload && placeErrors(payload.errors, ['reason'], setErrors)) {
            showToast({ message: t('volunteers.team.appliedToast'), type: 'success' });
            navigate(team.detailPath, { replace: true });
          }
        }}
      >
        <Field
          label={t('volunteers.team.reason')}
          error={errors.reason}
          hint={t('volunteers.form.optionalMax', { max: data.inputLimits.volunteerReasonMaxLength })}
          testId="join-reason"
          render={(p) => <textarea {...p} className="vol-textarea" value={reason} maxLength={data.inputLimits.volunteerReasonMaxLength} onChange={(e) => setReason(e.target.value)} />}
        />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="join-submit">
          <Send aria-hidden size={18} />
          {t('volunteers.team.applySubmit')}
        </button>
      </form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /team-notice/:id
// ---------------------------------------------------------------------------------------------

const noticeQuery = graphql`
  query TeamFormsNoticeQuery($id: ID!) {
    node: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $id) {
      __typename
      ... on VolunteerTeam {
        id
        name
        detailPath
        viewerCan {
          postNotice
        }
      }
    }
    inputLimits {
      noticeTitleMaxLength
      noticeContentMaxLength
    }
  }
`;

const noticeMutation = graphql`
  mutation TeamFormsNoticeMutation($input: PostTeamNoticeInput!) {
    postTeamNotice(input: $input) {
      sentCount
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function teamNoticeLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<TeamFormsNoticeQuery> {
  return preloadSignedIn<TeamFormsNoticeQuery>(request, noticeQuery, { id: params.id ?? '' });
}

/** /team-notice/:id: a notice to every member (schedule notices; managers and the founder). */
export function TeamNoticeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const data = useRouteQuery<TeamFormsNoticeQuery>(noticeQuery);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<TeamFormsNoticeMutation>(noticeMutation);
  const team = data.node;
  if (!team || team.__typename !== 'VolunteerTeam') return <NotFoundPage title={t('volunteers.team.notice')} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.postNotice) return <NotFoundPage title={t('volunteers.team.notice')} text={t('volunteers.team.managersOnly')} icon="warning" />;
  return (
    <div className="vol-page" data-testid="team-notice" data-team={id}>
      <PageHeader title={t('volunteers.team.notice')} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const payload = await commit({ variables: { input: { teamId: team.id, title, content } } });
          if (payload && placeErrors(payload.errors, ['title', 'content'], setErrors)) {
            showToast({ message: t('volunteers.team.noticeSent', { count: payload.sentCount ?? 0 }), type: 'success' });
            navigate(team.detailPath, { replace: true });
          }
        }}
      >
        <Field label={t('volunteers.team.noticeTitle')} error={errors.title} render={(p) => <input {...p} className="vol-input" value={title} maxLength={data.inputLimits.noticeTitleMaxLength} onChange={(e) => setTitle(e.target.value)} />} />
        <Field label={t('volunteers.team.noticeContent')} error={errors.content} render={(p) => <textarea {...p} className="vol-textarea" value={content} maxLength={data.inputLimits.noticeContentMaxLength} onChange={(e) => setContent(e.target.value)} />} />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending}>
          <Send aria-hidden size={18} />
          {t('volunteers.team.noticeSend')}
        </button>
      </form>
    </div>
  );
}
