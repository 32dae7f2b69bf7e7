import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, CalendarDays, Info } from 'lucide-react';
import type { TrafficSearchScreenQuery } from '../../__generated__/TrafficSearchScreenQuery.graphql';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { ErrorView } from '../../shell/StateViews';
import { chinaToday } from '../../widgets/format';
import { FormSkeleton } from '../../widgets/Skeleton';
import { PageHeader } from '../../widgets/PageHeader';
import { MODE_PATHS, horizonOf, searchParamsOf, shiftDay, withParams, type SearchParams, type TrafficMode } from './modes';
import { StationPicker, type PickerStation } from './StationPicker';
import './traffic.css';

const query = graphql`
  query TrafficSearchScreenQuery($mode: TrafficMode!) {
    trafficStations(mode: $mode) {
      key
      name
      city
      code
      isLocal
    }
    inputLimits {
      trainSearchDays
      flightSearchDays
      coachSearchDays
    }
  }
`;

interface LoaderData {
  mode: TrafficMode;
  initial: SearchParams;
  ref: PreloadedQuery<TrafficSearchScreenQuery>;
}

function loaderOf(mode: TrafficMode) {
  return ({ request }: { request: Request }): LoaderData => {
    const search = prepareRequest(request);
    // fresh on a new visit: a retry after the timetable service failed asks again
    return { mode, initial: searchParamsOf(search), ref: preload<TrafficSearchScreenQuery>(query, { mode }, { fresh: !isBackForward() }) };
  };
}

function StationButton({
  label,
  station,
  onClick,
  testId,
}: {
  label: string;
  station: PickerStation | undefined;
  onClick(): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="traffic-station" onClick={onClick} data-testid={testId}>
      <span className="traffic-station__label">{label}</span>
      <span className={station ? 'traffic-station__name' : 'traffic-station__name traffic-station__name--empty'}>
        {station?.name ?? t('traffic.choose')}
      </span>
    </button>
  );
}

function SearchForm({
  mode,
  initial,
  queryRef,
}: {
  mode: TrafficMode;
  initial: SearchParams;
  queryRef: PreloadedQuery<TrafficSearchScreenQuery>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = usePreloadedQuery<TrafficSearchScreenQuery>(query, queryRef);
  const stations = data.trafficStations ?? [];
  const today = chinaToday();
  const last = shiftDay(today, horizonOf(data.inputLimits, mode) - 1);
  const find = (key: string) => stations.find((s) => s.key === key);
  const [from, setFrom] = useState(initial.from || (stations.find((s) => s.isLocal)?.key ?? ''));
  const [to, setTo] = useState(initial.to);
  const [date, setDate] = useState(initial.date >= today && initial.date <= last ? initial.date : today);
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  if (data.trafficStations == null) return <ErrorView error={new Error(t('common.loadFailed'))} onRetry={() => revalidator.revalidate()} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to) navigate(withParams(MODE_PATHS[mode].result, { from, to, date }));
  };
  const dayChip = (day: string, label: string) => (
    <button
      type="button"
      className={date === day ? 'traffic-chip traffic-chip--on' : 'traffic-chip'}
      aria-pressed={date === day}
      onClick={() => setDate(day)}
    >
      {label}
    </button>
  );
  return (
    <form className="traffic-form" onSubmit={submit} data-testid="traffic-form">
      <div className="traffic-form__stations">
        <StationButton label={t(`traffic.from.${mode}`)} station={find(from)} onClick={() => setPicking('from')} testId="traffic-from" />
        <button
          type="button"
          className="traffic-form__swap"
          aria-label={t('traffic.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
          data-testid="traffic-swap"
        >
          <ArrowLeftRight aria-hidden size={18} />
        </button>
        <StationButton label={t(`traffic.to.${mode}`)} station={find(to)} onClick={() => setPicking('to')} testId="traffic-to" />
      </div>
      <div className="traffic-form__date">
        <label className="traffic-form__label" htmlFor="traffic-date">
          <CalendarDays aria-hidden size={16} /> {t('traffic.date')}
        </label>
        <input
          id="traffic-date"
          type="date"
          className="traffic-form__input"
          value={date}
          min={today}
          max={last}
          onChange={(e) => setDate(e.target.value)}
          data-testid="traffic-date"
        />
        <div className="traffic-form__chips">
          {dayChip(today, t('traffic.today'))}
          {dayChip(shiftDay(today, 1), t('traffic.tomorrow'))}
        </div>
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={!from || !to} data-testid="traffic-submit">
        {t('traffic.search')}
      </button>
      <p className="traffic-notice">
        <Info aria-hidden size={14} /> {t('traffic.notice')}
      </p>
      {picking && (
        <StationPicker
          title={picking === 'from' ? t('traffic.pickFrom') : t('traffic.pickTo')}
          stations={stations}
          onClose={() => setPicking(null)}
          onPick={(s) => {
            if (picking === 'from') setFrom(s.key);
            else setTo(s.key);
            setPicking(null);
          }}
        />
      )}
    </form>
  );
}

export function TrafficSearchScreen() {
  const { t } = useTranslation();
  const { mode, initial, ref } = useLoaderData() as LoaderData;
  return (
    <div className="traffic-page" data-testid="traffic-search" data-mode={mode}>
      <PageHeader title={t(`traffic.titles.${mode}`)} />
      <SearchForm mode={mode} initial={initial} queryRef={ref} />
    </div>
  );
}

/** The search screen of a timetable (/train-search, /plane-search, /car-search). */
export function searchScreenOf(mode: TrafficMode): ScreenModule['screen'] {
  return { Component: TrafficSearchScreen, loader: loaderOf(mode), skeleton: <FormSkeleton fields={3} /> };
}
