import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import type { ShiftFormScreenQuery } from '../../__generated__/ShiftFormScreenQuery.graphql';
import type { ShiftFormScreenSaveMutation } from '../../__generated__/ShiftFormScreenSaveMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Field } from './ui';
import { chinaToday } from '../../widgets/format';
import { timeOfDay } from './labels';
import { placeErrors } from './formErrors';

// /shift-edit/:teamId(/:shiftId) — adding or amending a duty shift

const formQuery = graphql`
  query ShiftFormScreenQuery($team: ID!, $shift: ID!) {
    team: nodeByUpstreamId(type: "VolunteerTeam", upstreamId: $team) {
      __typename
      ... on VolunteerTeam {
        id
        upstreamId
        name
        viewerCan {
          manageSchedule
        }
      }
    }
    shift: nodeByUpstreamId(type: "Shift", upstreamId: $shift) {
      __typename
      ... on Shift {
        id
        kind
        title
        date
        startsAt
        endsAt
        quota
        address
        signInRadius
      }
    }
    inputLimits {
      shiftTitleMaxLength
      shiftQuotaMax
      signInRadiusMin
      signInRadiusMax
    }
  }
`;

const saveShift = graphql`
  mutation ShiftFormScreenSaveMutation($input: SaveShiftInput!) {
    saveShift(input: $input) {
      shift {
        id
        date
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function shiftFormLoader({
  request,
  params,
}: {
  request: Request;
  params: { teamId?: string; shiftId?: string };
}): PreloadedQuery<ShiftFormScreenQuery> {
  return preloadSignedIn<ShiftFormScreenQuery>(request, formQuery, { team: params.teamId ?? '', shift: params.shiftId ?? '' });
}

const SHIFT_FIELDS = ['title', 'date', 'startTime', 'endTime', 'quota', 'address', 'signInRadius'] as const;

/** /shift-edit/:teamId and /shift-edit/:teamId/:shiftId: a duty shift added or amended by the team's managers. */
export function ShiftFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const data = useRouteQuery<ShiftFormScreenQuery>(formQuery);
  const team = data.team?.__typename === 'VolunteerTeam' ? data.team : null;
  const shift = data.shift?.__typename === 'Shift' ? data.shift : null;
  const [title, setTitle] = useState(shift?.title ?? '');
  const [date, setDate] = useState(shift?.date ?? search.get('date') ?? chinaToday());
  const [start, setStart] = useState(shift ? timeOfDay(shift.startsAt) : '09:00');
  const [end, setEnd] = useState(shift ? timeOfDay(shift.endsAt) : '12:00');
  const [quota, setQuota] = useState(String(shift?.quota ?? 3));
  const [address, setAddress] = useState(shift?.address ?? '');
  const [radius, setRadius] = useState(String(shift?.signInRadius ?? 500));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<ShiftFormScreenSaveMutation>(saveShift);
  const heading = shift ? t('volunteers.shift.amend') : t('volunteers.shift.add');
  if (!team) return <NotFoundPage title={heading} text={t('volunteers.team.notFound')} />;
  if (!team.viewerCan.manageSchedule) return <NotFoundPage title={heading} text={t('volunteers.team.managersOnly')} icon="warning" />;
  const submit = async () => {
    const payload = await commit({
      variables: {
        input: {
          ...(shift ? { shiftId: shift.id } : { teamId: team.id }),
          title,
          date,
          startTime: start,
          endTime: end,
          quota: Number(quota) || 0,
          address: address || null,
          signInRadius: Number(radius) || null,
        },
      },
    });
    if (payload && placeErrors(payload.errors, SHIFT_FIELDS, setErrors)) {
      showToast({ message: t('volunteers.saved'), type: 'success' });
      navigate(`/team-schedule/${encodeURIComponent(team.upstreamId)}`, { replace: true });
    }
  };
  return (
    <div className="vol-page" data-testid="shift-form">
      <PageHeader title={heading} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="vol-muted">{team.name}</p>
        <Field
          label={t('volunteers.shift.form.title')}
          error={errors.title}
          testId="shift-title"
          render={(p) => (
            <input
              {...p}
              className="vol-input"
              value={title}
              maxLength={data.inputLimits.shiftTitleMaxLength}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        />
        <Field
          label={t('volunteers.shift.form.date')}
          error={errors.date}
          testId="shift-date"
          render={(p) => (
            <input {...p} type="date" className="vol-input" value={date} min={chinaToday()} onChange={(e) => setDate(e.target.value)} />
          )}
        />
        <div className="vol-row">
          <Field
            label={t('volunteers.create.dailyStart')}
            error={errors.startTime}
            testId="shift-start"
            render={(p) => <input {...p} type="time" className="vol-input" value={start} onChange={(e) => setStart(e.target.value)} />}
          />
          <Field
            label={t('volunteers.create.dailyEnd')}
            error={errors.endTime}
            testId="shift-end"
            render={(p) => <input {...p} type="time" className="vol-input" value={end} onChange={(e) => setEnd(e.target.value)} />}
          />
        </div>
        <Field
          label={t('volunteers.shift.form.quota')}
          error={errors.quota}
          hint={t('volunteers.create.quotaHint', { max: data.inputLimits.shiftQuotaMax })}
          testId="shift-quota"
          render={(p) => (
            <input
              {...p}
              type="number"
              className="vol-input"
              inputMode="numeric"
              min={1}
              value={quota}
              onChange={(e) => setQuota(e.target.value)}
            />
          )}
        />
        <Field
          label={t('volunteers.create.address')}
          error={errors.address}
          hint={t('volunteers.shift.form.addressHint')}
          testId="shift-address"
          render={(p) => <input {...p} className="vol-input" value={address} onChange={(e) => setAddress(e.target.value)} />}
        />
        <Field
          label={t('volunteers.create.radius')}
          error={errors.signInRadius}
          hint={t('volunteers.create.radiusHint', { min: data.inputLimits.signInRadiusMin, max: data.inputLimits.signInRadiusMax })}
          testId="shift-radius"
          render={(p) => (
            <input
              {...p}
              type="number"
              className="vol-input"
              inputMode="numeric"
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
            />
          )}
        />
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="shift-save">
          <Save aria-hidden size={18} />
          {t('volunteers.save')}
        </button>
      </form>
    </div>
  );
}
