import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import type { SeatMapView_seatMap$data, SeatMapView_seatMap$key } from '../../__generated__/SeatMapView_seatMap.graphql';
import { formatMoney } from '../../widgets/booking/format';
import './seats.css';

const fragment = graphql`
  fragment SeatMapView_seatMap on SeatMap {
    hallName
    maxSeats
    holdMinutes
    heldUntil
    zones {
      name
      price
    }
    rows {
      number
      seats {
        id
        row
        number
        zone
        price
        state
        aisleAfter
      }
    }
  }
`;

/** The viewport keeps the hall inside the card: wider than the phone, it is panned, never overflowing the page. */
const VIEWPORT = { width: '100%', overflow: 'hidden' } as const;

export type SeatMapData = SeatMapView_seatMap$data;
export type SeatData = SeatMapData['rows'][number]['seats'][number];

/** The seat map's data from its fragment reference. */
export function useSeatMap(ref: SeatMapView_seatMap$key): SeatMapData;
export function useSeatMap(ref: SeatMapView_seatMap$key | null): SeatMapData | null;
export function useSeatMap(ref: SeatMapView_seatMap$key | null): SeatMapData | null {
  return useFragment(fragment, ref) ?? null;
}

/**
 * A hall's seats, front row first, drawn at 44 px a seat so each is a tap target at the default
 * zoom; pinch (or the wheel) zooms and a drag pans on a small screen. Each seat is a button named by
 * its row, number, zone, price and state; the free and the viewer's own are enabled.
 */
export function SeatMapView({ map, busy, onToggle }: { map: SeatMapData; busy: boolean; onToggle(seat: SeatData): void }) {
  const { t } = useTranslation();
  return (
    <section className="detail__card seat-map" aria-labelledby="seat-map-title" data-testid="seat-map">
      <h2 id="seat-map-title" className="detail__h2">
        {map.hallName}
      </h2>
      <ul className="seat-map__legend">
        {(['FREE', 'MINE', 'HELD', 'SOLD'] as const).map((state) => (
          <li key={state}>
            <span className={`seat seat--${state} seat--swatch`} aria-hidden />
            {t(`activities.seats.state.${state}`)}
          </li>
        ))}
      </ul>
      <ul className="seat-map__zones">
        {map.zones.map((z) => (
          <li key={z.name}>
            {z.name} <b>{formatMoney(z.price)}</b>
          </li>
        ))}
      </ul>
      <p className="seat-map__stage" aria-hidden>
        {t('activities.seats.stage')}
      </p>
      <TransformWrapper minScale={0.5} maxScale={3} initialScale={1} limitToBounds centerOnInit={false} doubleClick={{ disabled: true }}>
        <TransformComponent wrapperClass="seat-map__viewport" contentClass="seat-map__hall" wrapperStyle={VIEWPORT}>
          {map.rows.map((row) => (
            <div className="seat-map__row" key={row.number} role="group" aria-label={t('activities.seats.row', { row: row.number })}>
              <span className="seat-map__row-no" aria-hidden>
                {row.number}
              </span>
              {row.seats.map((s) => (
                <Fragment key={s.id}>
                  <button
                    type="button"
                    className={`seat seat--${s.state}`}
                    aria-pressed={s.state === 'MINE'}
                    aria-label={t('activities.seats.seatLabel', {
                      row: s.row,
                      number: s.number,
                      zone: s.zone,
                      price: formatMoney(s.price),
                      state: t(`activities.seats.state.${s.state}`),
                    })}
                    disabled={busy || s.state === 'SOLD' || s.state === 'HELD'}
                    onClick={() => onToggle(s)}
                    data-testid="seat"
                    data-seat={`${s.row}-${s.number}`}
                    data-state={s.state}
                  >
                    {s.number}
                  </button>
                  {s.aisleAfter && <span className="seat-map__aisle" aria-hidden />}
                </Fragment>
              ))}
            </div>
          ))}
        </TransformComponent>
      </TransformWrapper>
      <p className="muted seat-map__hint">{t('activities.seats.zoomHint')}</p>
    </section>
  );
}
