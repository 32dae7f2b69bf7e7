import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { AppointmentResourcesScreenQuery } from '../../../__generated__/AppointmentResourcesScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../../shell/loader';
import type { ScreenModule } from '../../../shell/lazyScreen';
import { EmptyState } from '../../../shell/StateViews';
import { PageHeader } from '../../../widgets/PageHeader';
import { ListSkeleton } from '../../../widgets/Skeleton';
import { DraftSummary } from './DraftParts';
import { draftHref, draftOf } from './draft';
import { OfferCard } from './OfferCard';
import './combined.css';

const query = graphql`
  query AppointmentResourcesScreenQuery($input: AppointmentInput!) {
    appointmentDraft(input: $input) {
      date
      choices {
        resource {
          id
          ...OfferCard_resource
        }
      }
      ...DraftParts_draft
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<AppointmentResourcesScreenQuery> {
  const d = draftOf(prepareRequest(request));
  return preload<AppointmentResourcesScreenQuery>(
    query,
    { input: { date: d.date ?? '', slotIds: [...d.slots], contactIds: [] } },
    { fresh: true },
  );
}

/** /appointment-resources: the places of a combined appointment with their slots (change a slot, drop a place, add another). */
function AppointmentResourcesScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appointmentDraft: draft } = useRouteQuery<AppointmentResourcesScreenQuery>(query);
  const current = draftOf(useSearchParams()[0]);
  const toggle = (slotId: string, ofPlace: readonly string[]) => {
    const slots = current.slots.includes(slotId)
      ? current.slots.filter((s) => s !== slotId)
      : [...current.slots.filter((s) => !ofPlace.includes(s)), slotId];
    navigate(draftHref('/appointment-resources', { ...current, slots }), { replace: true });
  };
  const chosen = draft.choices.length > 0;
  return (
    <div className="ap-page ap-page--bar" data-testid="appointment-resources">
      <PageHeader title={t('reservations.combined.resourcesTitle')} />
      <DraftSummary draft={draft} errorsOnly />
      {chosen ? (
        <ul className="ap-list">
          {draft.choices.map((c) => (
            <li key={c.resource.id}>
              <OfferCard resource={c.resource} mode={{ kind: 'choose', chosen: current.slots, toggle }} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text={t('reservations.combined.noneChosen')} />
      )}
      <Link
        className="ap-action"
        to={draftHref('/appointment-query-combine', { ...current, date: draft.date, visitors: [] })}
        data-testid="add-place"
      >
        <Plus size={18} aria-hidden /> {t('reservations.combined.addPlace')}
      </Link>
      <footer className="ap-bar">
        <span>{t('reservations.combined.chosen', { count: draft.choices.length })}</span>
        {chosen ? (
          <Link className="ap-button" to={draftHref('/appointment-add', { ...current, date: draft.date })} data-testid="to-add">
            {t('reservations.combined.addVisitors')}
          </Link>
        ) : (
          <span className="ap-button ap-button--off" aria-disabled>
            {t('reservations.combined.addVisitors')}
          </span>
        )}
      </footer>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: AppointmentResourcesScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} rows={2} />,
};
