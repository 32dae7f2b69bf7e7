import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import type { MakeUpScreenQuery } from '../../__generated__/MakeUpScreenQuery.graphql';
import type { MakeUpScreenMakeUpMutation } from '../../__generated__/MakeUpScreenMakeUpMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Field } from './ui';
import { label, timeOfDay } from './labels';
import { placeErrors } from './formErrors';

// /make-up/:id — a make-up request for a missed sign-in

const makeUpQuery = graphql`
  query MakeUpScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Shift", upstreamId: $id) {
      __typename
      ... on Shift {
        id
        title
        date
        startsAt
        endsAt
        viewerCanMakeUp
        viewerMakeUpStatus
      }
    }
    inputLimits {
      volunteerReasonMaxLength
    }
  }
`;

const makeUpMutation = graphql`
  mutation MakeUpScreenMakeUpMutation($input: RequestMakeUpInput!) {
    requestMakeUp(input: $input) {
      request {
        id
        status
      }
      shift {
        ...ShiftCard_shift
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

export function makeUpLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<MakeUpScreenQuery> {
  return preloadSignedIn<MakeUpScreenQuery>(request, makeUpQuery, { id: params.id ?? '' });
}

/** /make-up/:id: asking to record a missed sign-in (the reason, the times of arrival and departure). */
export function MakeUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<MakeUpScreenQuery>(makeUpQuery);
  const s = data.node?.__typename === 'Shift' ? data.node : null;
  const [reason, setReason] = useState('');
  const [start, setStart] = useState(s ? timeOfDay(s.startsAt) : '');
  const [end, setEnd] = useState(s ? timeOfDay(s.endsAt) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, pending] = useGraphMutation<MakeUpScreenMakeUpMutation>(makeUpMutation);
  if (!s) return <NotFoundPage title={t('volunteers.makeUp.request')} text={t('volunteers.shift.notFound')} />;
  if (!s.viewerCanMakeUp)
    return (
      <NotFoundPage
        title={t('volunteers.makeUp.request')}
        text={
          s.viewerMakeUpStatus
            ? t('volunteers.makeUp.status', { status: label(t, 'makeUpStatus', s.viewerMakeUpStatus) })
            : t('volunteers.makeUp.notAllowed')
        }
        icon="empty"
      />
    );
  const submit = async () => {
    const payload = await commit({ variables: { input: { shiftId: s.id, reason, signedInTime: start, signedOutTime: end } } });
    if (payload && placeErrors(payload.errors, ['reason', 'signedInTime', 'signedOutTime'], setErrors)) {
      showToast({ message: t('volunteers.makeUp.sent'), type: 'success' });
      navigate('/make-up-list', { replace: true });
    }
  };
  return (
    <div className="vol-page" data-testid="make-up-form">
      <PageHeader title={t('volunteers.makeUp.request')} />
      <form
        className="vol-card vol-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="vol-item__title">{s.title}</p>
        <p className="vol-muted">
          {s.date} {timeOfDay(s.startsAt)}–{timeOfDay(s.endsAt)}
        </p>
        <Field
          label={t('volunteers.makeUp.reason')}
          error={errors.reason}
          testId="make-up-reason"
          render={(p) => (
            <textarea
              {...p}
              className="vol-textarea"
              value={reason}
              maxLength={data.inputLimits.volunteerReasonMaxLength}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        />
        <div className="vol-row">
          <Field
            label={t('volunteers.makeUp.arrived')}
            error={errors.signedInTime}
            testId="make-up-in"
            render={(p) => <input {...p} type="time" className="vol-input" value={start} onChange={(e) => setStart(e.target.value)} />}
          />
          <Field
            label={t('volunteers.makeUp.left')}
            error={errors.signedOutTime}
            testId="make-up-out"
            render={(p) => <input {...p} type="time" className="vol-input" value={end} onChange={(e) => setEnd(e.target.value)} />}
          />
        </div>
        <button type="submit" className="vol-btn vol-btn--primary vol-btn--block" disabled={pending} data-testid="make-up-submit">
          <Send aria-hidden size={18} />
          {t('volunteers.makeUp.submit')}
        </button>
      </form>
    </div>
  );
}
