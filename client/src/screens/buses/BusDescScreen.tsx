import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bus, Clock, Coins, Timer } from 'lucide-react';
import type { BusDescScreenQuery, BusDescScreenQuery$data, BusDirectionKind } from '../../__generated__/BusDescScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { ErrorView } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { Content, ContentIn } from '../../widgets/Content';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { busDescPath } from './paths';
import { Refused } from './Refused';
import './buses.css';

const query = graphql`
  query BusDescScreenQuery($line: ID!, $stop: ID!, $hasStop: Boolean!) {
    busLine(id: $line) {
      errors {
        code
        message
      }
      line {
        id
        name
        from
        to
        firstBus
        lastBus
        intervalMinutes
        fareYuan
        operator
        directions {
          kind
          from
          to
          firstBus
          lastBus
          stops {
            minutesFromStart
            stop {
              id
              name
            }
          }
        }
      }
    }
    busStop(id: $stop) @include(if: $hasStop) {
      errors {
        code
        message
      }
      stop {
        id
        name
        departures(line: $line) {
          direction
          towards
          times
          nextDay
          waitMinutes
          firstBus
          lastBus
        }
      }
    }
  }
`;

interface LoaderData {
  stop: string | null;
  direction: BusDirectionKind;
  ref: PreloadedQuery<BusDescScreenQuery>;
}

/** /bus-desc?line=…[&stop=…][&dir=RETURN]: a line both ways, and the next buses at the chosen stop (always fresh). */
export function busDescLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const stop = search.get('stop');
  const direction: BusDirectionKind = search.get('dir') === 'RETURN' ? 'RETURN' : 'OUTBOUND';
  const ref = preload<BusDescScreenQuery>(query, { line: search.get('line') ?? '', stop: stop ?? '', hasStop: !!stop }, { fresh: true });
  return { stop, direction, ref };
}

type Line = NonNullable<NonNullable<BusDescScreenQuery$data['busLine']>['line']>;
type StopLookup = NonNullable<BusDescScreenQuery$data['busStop']>;

/** True when the chosen stop is one of the line's (another stop's departures are not this line's to show). */
const stopOnLine = (line: Line, stop: string | null) => !!stop && line.directions.some((d) => d.stops.some((s) => s.stop.id === stop));

function Departures({ lookup }: { lookup: StopLookup | null | undefined }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (lookup === undefined) return <p className="bus-hint">{t('buses.pickStop')}</p>;
  if (lookup === null) return <ErrorView error={new Error('buses')} onRetry={() => void revalidator.revalidate()} />;
  if (!lookup.stop) return <Refused errors={lookup.errors} />;
  const { stop } = lookup;
  return (
    <section className="bus-departures" data-testid="bus-departures" aria-live="polite">
      <h2 className="bus-section__title">
        <ContentIn line={(name) => t('buses.departuresAt', { stop: name })} content={stop.name} />
      </h2>
      {stop.departures.length === 0 && <p className="bus-hint">{t('buses.terminus')}</p>}
      <ul className="bus-departures__list">
        {stop.departures.map((d) => (
          <li key={d.direction} className="bus-departure" data-testid="bus-departure" data-direction={d.direction}>
            <p className="bus-departure__towards">{t('buses.towards', { to: d.towards })}</p>
            {d.nextDay && <p className="bus-departure__note">{t('buses.tomorrow')}</p>}
            <p className="bus-departure__times" data-testid="bus-times">
              {d.times.map((time) => (
                <span key={time} className="bus-time">
                  {time}
                </span>
              ))}
            </p>
            {!d.nextDay && d.waitMinutes != null && (
              <p className="bus-departure__wait" data-testid="bus-wait">
                <Timer aria-hidden size={13} />{' '}
                {d.waitMinutes === 0 ? t('buses.dueNow') : t('buses.minutesAway', { minutes: d.waitMinutes })}
              </p>
            )}
            <p className="bus-departure__note">{t('buses.dayHours', { first: d.firstBus, last: d.lastBus })}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LineView({
  line,
  stop,
  direction,
  lookup,
}: {
  line: Line;
  stop: string | null;
  direction: BusDirectionKind;
  lookup: StopLookup | null | undefined;
}) {
  const { t } = useTranslation();
  const run = line.directions.find((d) => d.kind === direction) ?? line.directions[0];
  return (
    <>
      <section className="bus-card bus-line-head" data-testid="bus-line-head">
        <Content as="h1" className="bus-card__name bus-line-head__name">
          <Bus aria-hidden size={18} /> {line.name}
        </Content>
        <p className="bus-card__line">
          <Clock aria-hidden size={13} /> {t('buses.hours', { first: line.firstBus, last: line.lastBus })}
        </p>
        <p className="bus-card__line">
          <Timer aria-hidden size={13} /> {t('buses.interval', { minutes: line.intervalMinutes })}
        </p>
        <p className="bus-card__line">
          <Coins aria-hidden size={13} /> {t('buses.fare', { fare: line.fareYuan })}
          {line.operator && <span className="bus-card__operator"> · {line.operator}</span>}
        </p>
      </section>
      <Departures lookup={lookup} />
      <nav className="tabs bus-directions" aria-label={line.name}>
        {line.directions.map((d) => (
          <Link
            key={d.kind}
            to={busDescPath(line.id, stop, d.kind)}
            replace
            className={d.kind === run?.kind ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={d.kind === run?.kind ? 'page' : undefined}
            data-testid={`bus-direction-${d.kind}`}
          >
            {t('buses.towards', { to: d.to })}
          </Link>
        ))}
      </nav>
      {run && (
        <section className="bus-run">
          <p className="bus-hint">
            {t('buses.route', { from: run.from, to: run.to })} · {t('buses.stops', { count: run.stops.length })} ·{' '}
            {t('buses.hours', { first: run.firstBus, last: run.lastBus })}
          </p>
          <ol className="bus-stops" data-testid="bus-line-stops">
            {run.stops.map(({ stop: s, minutesFromStart }) => (
              <li key={s.id} className={s.id === stop ? 'bus-stops__item bus-stops__item--on' : 'bus-stops__item'}>
                <Link
                  to={busDescPath(line.id, s.id, run.kind)}
                  replace
                  aria-current={s.id === stop ? 'location' : undefined}
                  data-testid="bus-line-stop"
                >
                  <span className="bus-stops__name">{s.name}</span>
                  <span className="bus-stops__minutes">+{minutesFromStart}′</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

export function BusDescScreen() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { stop, direction, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<BusDescScreenQuery>(query, ref);
  const lookup = data.busLine;
  return (
    <div className="bus-page" data-testid="bus-desc">
      <PageHeader title={lookup?.line?.name ?? t('buses.title')} contentHeading={!!lookup?.line} />
      {!lookup ? (
        <ErrorView error={new Error('buses')} onRetry={() => void revalidator.revalidate()} />
      ) : lookup.line ? (
        <LineView line={lookup.line} stop={stop} direction={direction} lookup={stopOnLine(lookup.line, stop) ? data.busStop : undefined} />
      ) : (
        <Refused errors={lookup.errors} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: BusDescScreen,
  loader: busDescLoader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
