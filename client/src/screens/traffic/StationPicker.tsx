import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Search, X } from 'lucide-react';
import { useModalFocus } from '../../shell/useModalFocus';
import { EmptyState } from '../../shell/StateViews';

export interface PickerStation {
  readonly key: string;
  readonly name: string;
  readonly city: string;
  readonly code: string | null | undefined;
  readonly isLocal: boolean;
}

/** The stations grouped by city, in the list's order (the site's own city first). */
function byCity(stations: readonly PickerStation[]): [string, PickerStation[]][] {
  const groups = new Map<string, PickerStation[]>();
  for (const s of stations) groups.set(s.city, [...(groups.get(s.city) ?? []), s]);
  return [...groups];
}

/** A full-screen picker of the timetable's stations (the graph's list), filtered by name, city or code. */
export function StationPicker({
  title,
  stations,
  onPick,
  onClose,
}: {
  title: string;
  stations: readonly PickerStation[];
  onPick(station: PickerStation): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useState('');
  useModalFocus(ref, { onEscape: onClose });
  const groups = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const shown = f ? stations.filter((s) => `${s.name} ${s.city} ${s.code ?? ''}`.toLowerCase().includes(f)) : stations;
    return byCity(shown);
  }, [filter, stations]);
  return (
    <div
      className="station-picker"
      role="dialog"
      aria-modal="true"
      aria-labelledby="station-picker-title"
      ref={ref}
      data-testid="station-picker"
    >
      <div className="station-picker__head">
        <h2 className="station-picker__title" id="station-picker-title">
          {title}
        </h2>
        <button type="button" className="station-picker__close" onClick={onClose} aria-label={t('traffic.close')}>
          <X aria-hidden size={20} />
        </button>
      </div>
      <label className="station-picker__filter">
        <Search aria-hidden size={16} />
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('traffic.filter')}
          aria-label={t('traffic.filter')}
          data-testid="station-filter"
        />
      </label>
      <div className="station-picker__list">
        {stations.length === 0 ? (
          <EmptyState text={t('traffic.noStations')} />
        ) : groups.length === 0 ? (
          <EmptyState text={t('traffic.noMatch')} icon="search" />
        ) : (
          groups.map(([city, list]) => (
            <section key={city} className="station-group" aria-label={city}>
              <h3 className="station-group__city">
                {city}
                {list[0]?.isLocal && <span className="station-group__local">{t('traffic.local')}</span>}
              </h3>
              <ul className="station-group__items">
                {list.map((s) => (
                  <li key={s.key}>
                    <button type="button" className="station-option" onClick={() => onPick(s)} data-testid="station-option">
                      <MapPin aria-hidden size={14} />
                      <span className="station-option__name">{s.name}</span>
                      {s.code && <span className="station-option__code">{s.code}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
