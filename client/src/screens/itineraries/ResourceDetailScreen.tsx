import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, ExternalLink, MapPin, Plus, Trash2 } from 'lucide-react';
import type { ResourceDetailScreenQuery } from '../../__generated__/ResourceDetailScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { requireLogin } from '../../session/loginGate';
import { useItineraryEdits } from './useItineraryEdits';
import { duration, KIND_OF_RESOURCE_TYPE } from './format';
import './itineraries.css';

const query = graphql`
  query ResourceDetailScreenQuery($type: String!, $id: ID!, $journeyId: ID!, $inItinerary: Boolean!) {
    place: nodeByUpstreamId(type: $type, upstreamId: $id) {
      ... on Place @alias(as: "detail") {
        id
        name
        summary
        address
        detailPath
        cover {
          url(size: COVER)
          alt
        }
        ... on ScenicArea {
          openingHours {
            opens
            closes
          }
        }
        ... on Venue {
          openingHours {
            opens
            closes
          }
        }
        ... on Restaurant {
          openingHours {
            opens
            closes
          }
        }
      }
    }
    itinerary: nodeByUpstreamId(type: "Itinerary", upstreamId: $journeyId) @include(if: $inItinerary) {
      ... on Itinerary @alias(as: "trip") {
        id
        version
        name
        isEditable
        editPath
        detailPath
        dayPlans {
          id
          upstreamId
          dayNumber
          stops {
            id
            upstreamId
            arriveAt
            leaveAt
            stayMinutes
            reason
            reasonLabel
          }
        }
      }
    }
  }
`;

/**
 * /itinerary-resource-detail/:resourceType/:resourceId/:journeyId/:sourceId/:dayId — a stop inside
 * an itinerary (its times and why it is there; remove it); /itinerary-add-resource-detail/
 * :resourceType/:resourceId[?journeyId&dayId&after] — a place before adding it to a day.
 */
export function resourceDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { resourceType?: string; resourceId?: string; journeyId?: string };
}): PreloadedQuery<ResourceDetailScreenQuery> {
  const search = prepareRequest(request);
  const journeyId = params.journeyId ?? search.get('journeyId') ?? '';
  const type = KIND_OF_RESOURCE_TYPE[params.resourceType ?? '']?.typeName ?? 'ScenicArea';
  return preload<ResourceDetailScreenQuery>(
    query,
    { type, id: params.resourceId ?? '', journeyId, inItinerary: journeyId !== '' },
    { fresh: true },
  );
}

export function ResourceDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const data = useRouteQuery<ResourceDetailScreenQuery>(query);
  const place = data.place?.detail;
  const trip = data.itinerary?.trip ?? null;
  const edits = useItineraryEdits(trip?.id ?? '', trip?.version ?? 0);
  if (!place) return <NotFoundPage title={t('itineraries.resource.title')} text={t('itineraries.resource.notFound')} />;
  const dayId = params.dayId ?? search.get('dayId');
  const sourceId = params.sourceId ?? null;
  const days = trip?.dayPlans ?? [];
  const day = days.find((d) => d.upstreamId === dayId);
  const stop = sourceId ? day?.stops.find((s) => s.upstreamId === sourceId) : undefined;
  const after = search.get('after');
  const opening =
    'openingHours' in place ? (place.openingHours as { opens?: string | null; closes?: string | null } | null | undefined) : null;
  const hours = opening?.opens && opening.closes ? `${opening.opens}–${opening.closes}` : null;
  const remove = async () => {
    if (!trip || !stop) return;
    const errors = await edits.remove(stop.id);
    if (errors && errors.length === 0) navigate(trip.editPath, { replace: true });
  };
  const add = async () => {
    if (!(await requireLogin()) || !trip || !day) return;
    const anchor = day.stops.find((s) => s.upstreamId === after);
    const errors = await edits.add(day.id, place.id, anchor?.id ?? null);
    if (errors && errors.length === 0) navigate(trip.editPath, { replace: true });
  };
  return (
    <div className="trip-page" data-testid="resource-detail">
      <PageHeader title={place.name} />
      <Img className="resource-cover" src={place.cover?.url} alt={place.cover?.alt ?? place.name} />
      <section className="trip-head" aria-labelledby="resource-name">
        <h1 id="resource-name" className="trip-head__title">
          {place.name}
        </h1>
        <p className="trip-head__meta">
          {place.address && (
            <span>
              <MapPin size={13} aria-hidden /> {place.address}
            </span>
          )}
          {hours && (
            <span>
              <Clock size={13} aria-hidden /> {hours}
            </span>
          )}
        </p>
        {place.summary && <p className="course-hint">{place.summary}</p>}
        {stop && day && (
          <div className="stop__body" data-testid="stop-in-itinerary">
            <span className="stop__name">{t('itineraries.resource.inDay', { n: day.dayNumber, time: stop.arriveAt ?? '' })}</span>
            <span className="stop__why">{t(`itineraries.reason.${stop.reason}`, { label: stop.reasonLabel ?? '' })}</span>
            {stop.stayMinutes > 0 && <span className="stop__facts">{t('itineraries.stay', { time: duration(stop.stayMinutes, t) })}</span>}
          </div>
        )}
        <div className="trip-head__actions">
          <Link to={place.detailPath} className="btn btn--outline btn--small">
            <ExternalLink size={16} aria-hidden /> {t('itineraries.resource.placePage')}
          </Link>
          {trip?.isEditable && stop && (
            <button
              type="button"
              className="btn btn--outline btn--small"
              disabled={edits.busy}
              onClick={() => void remove()}
              data-testid="remove-from-itinerary"
            >
              <Trash2 size={16} aria-hidden /> {t('itineraries.resource.remove')}
            </button>
          )}
          {trip?.isEditable && !sourceId && day && (
            <button
              type="button"
              className="btn btn--primary btn--small"
              disabled={edits.busy}
              onClick={() => void add()}
              data-testid="add-to-itinerary"
            >
              <Plus size={16} aria-hidden /> {t('itineraries.resource.addToDay', { n: day.dayNumber })}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
