import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { VolunteerApplyScreenQuery } from '../../__generated__/VolunteerApplyScreenQuery.graphql';
import type { VolunteerApplyScreenMutation } from '../../__generated__/VolunteerApplyScreenMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { MediaUploader, type UploadedMedia } from '../../widgets/upload/MediaUploader';
import { chinaToday } from '../../widgets/format';
import { known } from '../../relay/enums';
import { options } from './labels';
import { placeErrors } from './formErrors';
import { ChipGroup, Field } from './ui';

const query = graphql`
  query VolunteerApplyScreenQuery {
    volunteerFormChoices {
      skills
      serviceTypes
      availability
    }
    viewer {
      isSignedIn
      user {
        hasPhone
        isVolunteer
        volunteerApplication {
          status
          realName
          gender
          birthDate
          skills
          serviceAreas
          availability
          intro
        }
      }
    }
    inputLimits {
      volunteerNameMaxLength
      volunteerIntroMaxLength
      volunteerMaxSkills
      volunteerMaxServiceAreas
      phoneDigits
    }
  }
`;

const mutation = graphql`
  mutation VolunteerApplyScreenMutation($input: ApplyVolunteerInput!) {
    applyVolunteer(input: $input) {
      application {
        id
        status
        submittedAt
        rejectReason
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function volunteerApplyLoader({ request }: { request: Request }): PreloadedQuery<VolunteerApplyScreenQuery> {
  return preloadSignedIn<VolunteerApplyScreenQuery>(request, query, {});
}

type Gender = 'MALE' | 'FEMALE';
const FIELDS = ['realName', 'phone', 'gender', 'birthDate', 'skills', 'serviceAreas', 'availability', 'photo', 'intro'] as const;

/** /volunteer-apply: the volunteer application (real name, phone, gender, birth date, skills, service areas, availability, photo). */
export function VolunteerApplyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<VolunteerApplyScreenQuery>(query);
  useSessionCheck(data.viewer.isSignedIn);
  const user = data.viewer.user;
  const previous = user?.volunteerApplication;
  const limits = data.inputLimits;
  const [realName, setRealName] = useState(previous?.status === 'REJECTED' ? previous.realName : '');
  const [phone, setPhone] = useState('');
  const [gender, setGender] = useState<Gender[]>(previous?.gender === 'MALE' || previous?.gender === 'FEMALE' ? [previous.gender] : []);
  const [birthDate, setBirthDate] = useState(previous?.status === 'REJECTED' ? previous.birthDate : '');
  const choices = {
    skills: known(data.volunteerFormChoices.skills),
    serviceTypes: known(data.volunteerFormChoices.serviceTypes),
    availability: known(data.volunteerFormChoices.availability),
  };
  const [skills, setSkills] = useState(known(previous?.skills ?? []));
  const [areas, setAreas] = useState(known(previous?.serviceAreas ?? []));
  const [availability, setAvailability] = useState(known(previous?.availability ?? []));
  const [photo, setPhoto] = useState<UploadedMedia[]>([]);
  const [intro, setIntro] = useState(previous?.intro ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<VolunteerApplyScreenMutation>(mutation);

  if (!user) return <EmptyState text={t('volunteers.signedOut')} />;
  if (user.isVolunteer) return <Navigate to="/volunteers" replace />;
  if (previous?.status === 'PENDING') return <Navigate to="/volunteer-service" replace />;
  if (!user.hasPhone) {
    return (
      <div className="vol-page" data-testid="volunteer-apply">
        <PageHeader title={t('volunteers.apply.title')} />
        <EmptyState text={t('volunteers.apply.bindPhone')} />
        <div className="vol-card">
          <Link className="vol-btn vol-btn--primary vol-btn--block" to="/bind-phone">
            {t('volunteers.apply.bind')}
          </Link>
        </div>
      </div>
    );
  }

  const submit = async () => {
    const required: Record<string, string> = {};
    const need = t('volunteers.form.required');
    if (!realName.trim()) required.realName = need;
    if (!phone.trim()) required.phone = need;
    if (gender.length === 0) required.gender = need;
    if (!birthDate) required.birthDate = need;
    if (photo.length === 0) required.photo = need;
    if (Object.keys(required).length > 0) {
      setErrors(required);
      return;
    }
    const payload = await commit({
      variables: {
        input: {
          realName,
          phone,
          gender: gender[0]!,
          birthDate,
          skills,
          serviceAreas: areas,
          availability,
          photo: photo[0]?.id ?? null,
          intro,
        },
      },
    });
    if (!payload) return;
    if (placeErrors(payload.errors, FIELDS, setErrors)) {
      showToast({ message: t('volunteers.apply.sent'), type: 'success' });
      navigate('/volunteer-service', { replace: true });
    }
  };

  return (
    <div className="vol-page" data-testid="volunteer-apply">
      <PageHeader title={t('volunteers.apply.title')} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('volunteers.apply.realName')}
          error={errors.realName}
          testId="apply-realName"
          render={(p) => (
            <input
              {...p}
              className="vol-input"
              value={realName}
              maxLength={limits.volunteerNameMaxLength}
              autoComplete="name"
              onChange={(e) => setRealName(e.target.value)}
            />
          )}
        />
        <Field
          label={t('volunteers.apply.phone')}
          error={errors.phone}
          testId="apply-phone"
          render={(p) => (
            <input
              {...p}
              className="vol-input"
              value={phone}
              inputMode="numeric"
              autoComplete="tel"
              maxLength={limits.phoneDigits}
              onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
            />
          )}
        />
        <ChipGroup
          legend={t('volunteers.apply.gender')}
          single
          options={[
            { value: 'MALE', label: t('volunteers.gender.MALE') },
            { value: 'FEMALE', label: t('volunteers.gender.FEMALE') },
          ]}
          value={gender}
          onChange={(v) => setGender(v as Gender[])}
          error={errors.gender}
          testId="apply-gender"
        />
        <Field
          label={t('volunteers.apply.birthDate')}
          error={errors.birthDate}
          testId="apply-birthDate"
          render={(p) => (
            <input
              {...p}
              type="date"
              className="vol-input"
              value={birthDate}
              max={chinaToday()}
              onChange={(e) => setBirthDate(e.target.value)}
            />
          )}
        />
        <ChipGroup
          legend={t('volunteers.apply.skills', { max: limits.volunteerMaxSkills })}
          options={options(t, 'skill', choices.skills)}
          value={skills}
          onChange={setSkills}
          error={errors.skills}
          testId="apply-skills"
        />
        <ChipGroup
          legend={t('volunteers.apply.areas', { max: limits.volunteerMaxServiceAreas })}
          options={options(t, 'serviceType', choices.serviceTypes)}
          value={areas}
          onChange={setAreas}
          error={errors.serviceAreas}
          testId="apply-areas"
        />
        <ChipGroup
          legend={t('volunteers.apply.availability')}
          options={options(t, 'availability', choices.availability)}
          value={availability}
          onChange={setAvailability}
          error={errors.availability}
          testId="apply-availability"
        />
        <div className={errors.photo ? 'vol-field vol-field--error' : 'vol-field'}>
          <span className="vol-field__label" id="apply-photo-label">
            {t('volunteers.apply.photo')}
          </span>
          <MediaUploader
            value={photo}
            onChange={setPhoto}
            kinds={['IMAGE']}
            limit={1}
            label={t('volunteers.apply.photoAdd')}
            testId="apply-photo"
            onBusyChange={setUploading}
          />
          {errors.photo && (
            <p className="form-error" role="alert" data-testid="apply-photo-error">
              {errors.photo}
            </p>
          )}
        </div>
        <Field
          label={t('volunteers.apply.intro')}
          error={errors.intro}
          hint={t('volunteers.form.optionalMax', { max: limits.volunteerIntroMaxLength })}
          testId="apply-intro"
          render={(p) => (
            <textarea
              {...p}
              className="vol-textarea"
              value={intro}
              maxLength={limits.volunteerIntroMaxLength}
              onChange={(e) => setIntro(e.target.value)}
            />
          )}
        />
        <button
          type="submit"
          className="vol-btn vol-btn--primary vol-btn--block"
          disabled={pending || uploading}
          data-testid="apply-submit"
        >
          <Send aria-hidden size={18} />
          {t('volunteers.apply.submit')}
        </button>
      </form>
    </div>
  );
}
