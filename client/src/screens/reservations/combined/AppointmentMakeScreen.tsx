import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { AppointmentMakeScreenQuery } from '../../../__generated__/AppointmentMakeScreenQuery.graphql';
import type { AppointmentMakeScreenMutation } from '../../../__generated__/AppointmentMakeScreenMutation.graphql';
import { useGraphMutation } from '../../../relay/useGraphMutation';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { useRouteQuery } from '../../../shell/loader';
import { preloadSignedIn } from '../../../shell/requireSessionLoader';
import { PageHeader } from '../../../widgets/PageHeader';
import { DetailSkeleton } from '../../../widgets/Skeleton';
import { DraftSummary } from './DraftParts';
import { draftOf } from './draft';
import './combined.css';

const query = graphql`
  query AppointmentMakeScreenQuery($input: AppointmentInput!) {
    appointmentDraft(input: $input) {
      ready
      ...DraftParts_draft
    }
  }
`;

const mutation = graphql`
  mutation AppointmentMakeScreenMutation($input: AppointmentInput!) {
    makeAppointment(input: $input) {
      appointment {
        id
        successPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentMakeScreenQuery> {
  const d = draftOf(new URL(request.url).searchParams);
  return preloadSignedIn<AppointmentMakeScreenQuery>(request, query, {
    input: { date: d.date ?? '', slotIds: [...d.slots], contactIds: [...d.visitors] },
  });
}

/** /appointment-make (signed in): confirm the combined appointment and make it (all the places or none). */
function AppointmentMakeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appointmentDraft: draft } = useRouteQuery<AppointmentMakeScreenQuery>(query);
  const d = draftOf(useSearchParams()[0]);
  const [commit, pending] = useGraphMutation<AppointmentMakeScreenMutation>(mutation);
  const [refused, setRefused] = useState<string[]>([]);
  const submit = async () => {
    const res = await commit({ variables: { input: { date: d.date ?? '', slotIds: [...d.slots], contactIds: [...d.visitors] } } });
    if (!res) return;
    if (res.appointment) navigate(res.appointment.successPath, { replace: true });
    else setRefused(res.errors.map((e) => e.message));
  };
  return (
    <div className="ap-page ap-page--bar" data-testid="appointment-make">
      <PageHeader title={t('reservations.combined.makeTitle')} />
      <DraftSummary draft={draft} />
      {refused.length > 0 && (
        <ul className="ap-errors" role="alert" data-testid="make-errors">
          {refused.map((m) => (
            <li key={m}>
              <CircleAlert size={16} aria-hidden /> {m}
            </li>
          ))}
        </ul>
      )}
      <footer className="ap-bar">
        <button
          type="button"
          className="ap-button"
          disabled={!draft.ready || pending}
          onClick={() => void submit()}
          data-testid="make-submit"
        >
          {t('reservations.combined.make')}
        </button>
      </footer>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentMakeScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
