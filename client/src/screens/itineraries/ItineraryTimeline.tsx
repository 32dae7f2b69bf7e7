import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Bus, Car, Footprints, Hotel, Plus, Trash2, TriangleAlert, UtensilsCrossed } from 'lucide-react';
import type {
  ItineraryTimeline_itinerary$data,
  ItineraryTimeline_itinerary$key,
} from '../../__generated__/ItineraryTimeline_itinerary.graphql';
import { duration, meters } from './format';

export const timelineFragment = graphql`
  fragment ItineraryTimeline_itinerary on Itinerary {
    id
    upstreamId
    version
    isEditable
    stopCount
    unplacedDestinations
    dayPlans {
      id
      upstreamId
      dayNumber
      addStopPath
      stops {
        id
        upstreamId
        name
        kind
        arriveAt
        leaveAt
        stayMinutes
        waitMinutes
        reason
        reasonLabel
        detailPath
        trafficPath
        legFromPrevious {
          mode
          distanceMeters
          minutes
        }
      }
    }
  }
`;

type Day = NonNullable<ItineraryTimeline_itinerary$data['dayPlans']>[number];
type Stop = Day['stops'][number];

const MODE_ICON = { WALKING: Footprints, DRIVING: Car, PUBLIC_TRANSPORT: Bus } as const;

/** The edit controls of the editing screen (the detail screen shows the plan only). */
export interface TimelineEditing {
  busy: boolean;
  move(stop: Stop, toDayId: string, toPosition: number): void;
  remove(stop: Stop): void;
}

function Leg({ stop }: { stop: Stop }) {
  const { t, i18n } = useTranslation();
  const leg = stop.legFromPrevious;
  if (!leg) return null;
  const Icon = MODE_ICON[leg.mode as keyof typeof MODE_ICON] ?? Car;
  const label = `${t(`itineraries.mode.${leg.mode}`)} ${duration(leg.minutes, t)} · ${meters(leg.distanceMeters, i18n.language)}`;
  return (
    <div className="leg" data-testid="leg">
      <span className="leg__line" aria-hidden />
      {stop.trafficPath ? (
        <Link to={stop.trafficPath} aria-label={t('itineraries.traffic.open', { label })}>
          <Icon size={14} aria-hidden /> {label}
        </Link>
      ) : (
        <span className="leg__text">
          <Icon size={14} aria-hidden /> {label}
        </span>
      )}
    </div>
  );
}

function StopRow({
  stop,
  day,
  days,
  index,
  editing,
}: {
  stop: Stop;
  day: Day;
  days: readonly Day[];
  index: number;
  editing?: TimelineEditing;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const reason = t(`itineraries.reason.${stop.reason}`, { label: stop.reasonLabel ?? '' });
  return (
    <>
      <Leg stop={stop} />
      <div className="stop" data-testid="stop" data-stop={stop.upstreamId}>
        <span className="stop__time">{stop.arriveAt ?? ''}</span>
        <div className="stop__body">
          <span className="stop__name">
            {stop.reason === 'HOTEL' && <Hotel size={15} aria-hidden />}
            {(stop.reason === 'LUNCH' || stop.reason === 'DINNER') && <UtensilsCrossed size={15} aria-hidden />}
            <Link to={stop.detailPath} data-testid="stop-name">
              {stop.name}
            </Link>
          </span>
          <span className="stop__why">{reason}</span>
          <span className="stop__facts">
            {stop.leaveAt ? <span>{t('itineraries.until', { time: stop.leaveAt })}</span> : <span>{t('itineraries.overnight')}</span>}
            {stop.stayMinutes > 0 && <span>{t('itineraries.stay', { time: duration(stop.stayMinutes, t) })}</span>}
            {stop.waitMinutes > 0 && <span>{t('itineraries.wait', { time: duration(stop.waitMinutes, t) })}</span>}
          </span>
          {editing && (
            <span className="stop__actions">
              <button
                type="button"
                className="icon-btn"
                disabled={editing.busy || index === 0}
                aria-label={t('itineraries.edit.up', { name: stop.name })}
                onClick={() => editing.move(stop, day.id, index - 1)}
              >
                <ArrowUp size={18} aria-hidden />
              </button>
              <button
                type="button"
                className="icon-btn"
                disabled={editing.busy || index === day.stops.length - 1}
                aria-label={t('itineraries.edit.down', { name: stop.name })}
                onClick={() => editing.move(stop, day.id, index + 1)}
              >
                <ArrowDown size={18} aria-hidden />
              </button>
              {days.length > 1 && (
                <>
                  <label htmlFor={selectId} className="sr-only">
                    {t('itineraries.edit.moveTo', { name: stop.name })}
                  </label>
                  <select
                    id={selectId}
                    value=""
                    disabled={editing.busy}
                    data-testid="move-to-day"
                    onChange={(e) => {
                      const target = days.find((d) => d.id === e.target.value);
                      if (target) editing.move(stop, target.id, target.stops.length);
                    }}
                  >
                    <option value="">{t('itineraries.edit.moveToShort')}</option>
                    {days
                      .filter((d) => d.id !== day.id)
                      .map((d) => (
                        <option key={d.id} value={d.id}>
                          {t('itineraries.day', { n: d.dayNumber })}
                        </option>
                      ))}
                  </select>
                </>
              )}
              <button
                type="button"
                className="icon-btn icon-btn--danger"
                disabled={editing.busy}
                aria-label={t('itineraries.edit.remove', { name: stop.name })}
                onClick={() => editing.remove(stop)}
                data-testid="remove-stop"
              >
                <Trash2 size={18} aria-hidden />
              </button>
            </span>
          )}
        </div>
      </div>
    </>
  );
}

/** The day-by-day plan: each stop's times, why it is there, and the way from the previous stop. */
export function ItineraryTimeline({ itinerary, editing }: { itinerary: ItineraryTimeline_itinerary$key; editing?: TimelineEditing }) {
  const { t } = useTranslation();
  const data = useFragment(timelineFragment, itinerary);
  const days = data.dayPlans ?? [];
  return (
    <>
      {data.unplacedDestinations && data.unplacedDestinations.length > 0 && (
        <p className="trip-note" data-testid="unplaced">
          <TriangleAlert size={16} aria-hidden /> {t('itineraries.unplaced', { names: data.unplacedDestinations.join('、') })}
        </p>
      )}
      {days.map((day) => {
        const first = day.stops[0]?.arriveAt;
        const last = [...day.stops].reverse().find((s) => s.leaveAt)?.leaveAt;
        return (
          <section key={day.id} className="day" aria-labelledby={`day-${day.id}`} data-testid="day">
            <div className="day__head">
              <h2 id={`day-${day.id}`} className="day__title">
                {t('itineraries.day', { n: day.dayNumber })}
              </h2>
              {first && last && <span className="day__range">{`${first} – ${last}`}</span>}
            </div>
            {day.stops.length === 0 ? (
              <p className="field__hint">{t('itineraries.emptyDay')}</p>
            ) : (
              <div className="timeline">
                {day.stops.map((stop, index) => (
                  <StopRow key={stop.id} stop={stop} day={day} days={days} index={index} editing={editing} />
                ))}
              </div>
            )}
            {editing && (
              <Link to={day.addStopPath} className="btn btn--outline btn--small" style={{ marginTop: 8 }} data-testid="add-stop">
                <Plus size={16} aria-hidden /> {t('itineraries.edit.add')}
              </Link>
            )}
          </section>
        );
      })}
    </>
  );
}
