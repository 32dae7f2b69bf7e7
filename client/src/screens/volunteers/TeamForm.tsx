import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { TeamForm_choices$data, TeamForm_choices$key } from '../../__generated__/TeamForm_choices.graphql';
import { MediaUploader, type UploadedMedia } from '../../widgets/upload/MediaUploader';
import { known, type Known } from '../../relay/enums';
import { options } from './labels';
import { ChipGroup, Field } from './ui';

type ServiceType = Known<TeamForm_choices$data['serviceTypes'][number]>;

export interface TeamValues {
  name: string;
  regionCode: string;
  serviceType: ServiceType[];
  intro: string;
  logo: UploadedMedia[];
}

export const TEAM_FIELDS = ['name', 'logo', 'regionCode', 'serviceType', 'intro'] as const;

export function TeamForm({
  initial,
  choices,
  regions,
  limits,
  existingLogo,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: Omit<TeamValues, 'logo'>;
  /** The service areas a team may choose, as the graph offers them. */
  choices: TeamForm_choices$key;
  regions: ReadonlyArray<{ code: string; name: string }>;
  limits: { teamNameMaxLength: number; teamIntroMaxLength: number };
  existingLogo?: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit(values: TeamValues, setErrors: (e: Record<string, string>) => void): Promise<void>;
}) {
  const { t } = useTranslation();
  const { serviceTypes } = useFragment(
    graphql`
      fragment TeamForm_choices on VolunteerFormChoices {
        serviceTypes
      }
    `,
    choices,
  );
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
      <Field
        label={t('volunteers.team.form.name')}
        error={errors.name}
        testId="team-name-field"
        render={(p) => (
          <input {...p} className="vol-input" value={name} maxLength={limits.teamNameMaxLength} onChange={(e) => setName(e.target.value)} />
        )}
      />
      <div className={errors.logo ? 'vol-field vol-field--error' : 'vol-field'}>
        <span className="vol-field__label">{t('volunteers.team.form.logo')}</span>
        {existingLogo && logo.length === 0 && <p className="vol-muted">{t('volunteers.team.form.logoKeep')}</p>}
        <MediaUploader
          value={logo}
          onChange={setLogo}
          kinds={['IMAGE']}
          limit={1}
          label={t('volunteers.team.form.logoAdd')}
          testId="team-logo"
          onBusyChange={setUploading}
        />
        {errors.logo && (
          <p className="form-error" role="alert">
            {errors.logo}
          </p>
        )}
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
      <ChipGroup
        legend={t('volunteers.team.form.serviceType')}
        single
        options={options(t, 'serviceType', known(serviceTypes))}
        value={serviceType}
        onChange={setServiceType}
        error={errors.serviceType}
        testId="team-service-type"
      />
      <Field
        label={t('volunteers.team.form.intro')}
        error={errors.intro}
        hint={t('volunteers.form.max', { max: limits.teamIntroMaxLength })}
        testId="team-intro-field"
        render={(p) => (
          <textarea
            {...p}
            className="vol-textarea"
            value={intro}
            maxLength={limits.teamIntroMaxLength}
            onChange={(e) => setIntro(e.target.value)}
          />
        )}
      />
      <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={busy || uploading} data-testid="team-submit">
        <Send aria-hidden size={18} />
        {submitLabel}
      </button>
    </form>
  );
}
