import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, Copy, MapPin, PencilLine } from 'lucide-react';
import type { ItineraryDetailScreenQuery } from '../../__generated__/ItineraryDetailScreenQuery.graphql';
import type { ItineraryDetailScreenCopyMutation } from '../../__generated__/ItineraryDetailScreenCopyMutation.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { requireLogin } from '../../session/loginGate';
import { showToast } from '../../env/toast';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ItineraryTimeline } from './ItineraryTimeline';
import './itineraries.css';

const query = graphql`
  query ItineraryDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Itinerary", upstreamId: $id) {
      ... on Itinerary @alias(as: "itinerary") {
        id
        name
        summary
        days
        playHours
        stopCount
        origin
        isMine
        isEditable
        editPath
        destinationNames
        labels {
          id
          name
        }
        ...ItineraryTimeline_itinerary
      }
    }
  }
`;

const copyMutation = graphql`
  mutation ItineraryDetailScreenCopyMutation($input: CopyItineraryInput!) {
    copyItinerary(input: $input) {
      itinerary {
        id
        detailPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/** /itinerary-detail/:id — an itinerary day by day (a recommended one for anyone, one's own for its owner). */
export function itineraryDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ItineraryDetailScreenQuery> {
  prepareRequest(request);
  return preload<ItineraryDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

export function ItineraryDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useRouteQuery<ItineraryDetailScreenQuery>(query);
  const [copy, copying] = useGraphMutation<ItineraryDetailScreenCopyMutation>(copyMutation);
  const it = data.node?.itinerary;
  if (!it) return <NotFoundPage title={t('itineraries.title')} text={t('itineraries.notFound')} />;
  const onCopy = async () => {
    if (!(await requireLogin())) return;
    const payload = await copy({ variables: { input: { itineraryId: it.id } } });
    if (!payload) return;
    if (payload.errors[0]) {
      showToast({ message: payload.errors[0].message, type: 'error' });
      return;
    }
    showToast({ message: t('itineraries.copied'), type: 'success' });
    if (payload.itinerary) navigate(payload.itinerary.detailPath);
  };
  return (
    <div className="trip-page" data-testid="itinerary-detail">
      <PageHeader title={it.name} />
      <section className="trip-head" aria-labelledby="trip-name">
        <h1 id="trip-name" className="trip-head__title" data-testid="itinerary-name">
          {it.name}
        </h1>
        {it.summary && <p className="course-hint">{it.summary}</p>}
        <p className="trip-head__meta">
          <span>
            <CalendarDays size={13} aria-hidden /> {t('itineraries.days', { count: it.days })}
          </span>
          <span>
            <Clock size={13} aria-hidden /> {t('itineraries.hours', { count: it.playHours })}
          </span>
          <span>
            <MapPin size={13} aria-hidden /> {t('itineraries.stops', { count: it.stopCount })}
          </span>
          {it.labels.map((l) => (
            <span key={l.id} className="badge badge--plain">
              {l.name}
            </span>
          ))}
        </p>
        <div className="trip-head__actions">
          {it.isEditable ? (
            <Link to={it.editPath} className="btn btn--primary btn--small" data-testid="edit-itinerary">
              <PencilLine size={16} aria-hidden /> {t('itineraries.editTitle')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={copying}
              onClick={() => void onCopy()}
              data-testid="copy-itinerary"
            >
              <Copy size={16} aria-hidden /> {t('itineraries.copy')}
            </button>
          )}
        </div>
      </section>
      <ItineraryTimeline itinerary={it} />
    </div>
  );
}
