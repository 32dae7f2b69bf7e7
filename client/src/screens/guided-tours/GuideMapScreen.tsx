import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Headphones } from 'lucide-react';
import { Pause } from 'lucide-react';
import { Play } from 'lucide-react';
import { ChevronLeft } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { ZoomIn } from 'lucide-react';
import { ZoomOut } from 'lucide-react';
import { LocateFixed } from 'lucide-react';
import { X } from 'lucide-react';
import type { GuideMapScreenQuery } from '../../__generated__/GuideMapScreenQuery.graphql';
import type { GuideMapScreen_tour$data, GuideMapScreen_tour$key } from '../../__generated__/GuideMapScreen_tour.graphql';
import type { GuideMapScreenLocateQuery } from '../../__generated__/GuideMapScreenLocateQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { showToast } from '../../env/toast';
import { currentLocation } from '../../env/location';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { clock } from '../../widgets/clock';
import { audioState, playTrack, subscribeAudio } from '../../widgets/media/MiniPlayer';
import './guide.css';
import { ContentIn } from '../../widgets/Content';

const query = graphql`
  query GuideMapScreenQuery($id: ID!) {
    guidedTour(upstreamId: $id) {
      ...GuideMapScreen_tour
    }
  }
`;

const locateQuery = graphql`
  query GuideMapScreenLocateQuery($id: ID!, $at: GeoPointInput!) {
    guidedTour(upstreamId: $id) {
      locate(position: $at) {
        x
        y
        onMap
        atPoint
        nearestPoint {
          id
        }
        distance {
          text
        }
      }
    }
  }
`;

export function guideMapLoader({
  request,
  params,
}: {
  request: Request;
  params: { tourId?: string };
}): PreloadedQuery<GuideMapScreenQuery> {
  prepareRequest(request);
  return preload<GuideMapScreenQuery>(query, { id: params.tourId ?? '' });
}

type Tour = GuideMapScreen_tour$data;
type Point = Tour['points'] extends ReadonlyArray<infer P> | null | undefined ? P : never;
type Located = NonNullable<NonNullable<GuideMapScreenLocateQuery['response']['guidedTour']>['locate']>;

const ZOOMS = [1, 1.6, 2.4];

function metresText(m: number | null | undefined): string {
  if (m === null || m === undefined) return '';
  return m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`;
}

/** The visitor's position on the tour's map, asked once when the page opens (and again on request). */
function useVisitor(tourId: string) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [located, setLocated] = useState<Located | null>(null);
  const [busy, setBusy] = useState(false);
  const locate = () => {
    setBusy(true);
    void currentLocation(() => showToast({ message: t('guidedTours.locationFailed') })).then((at) => {
      if (!at) {
        setBusy(false);
        return;
      }
      fetchQuery<GuideMapScreenLocateQuery>(environment, locateQuery, { id: tourId, at }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((r) => setLocated(r?.guidedTour?.locate ?? null))
        .catch(() => undefined)
        .finally(() => setBusy(false));
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: locates the visitor once per tour; a tap on the locate button asks again
  useEffect(locate, [tourId]);
  return { located, busy, locate };
}

function CommentaryButton({ point, tourTitle, returnPath }: { point: Point; tourTitle: string; returnPath: string }) {
  const { t } = useTranslation();
  const player = useSyncExternalStore(subscribeAudio, audioState);
  if (!point.commentary) return <p className="guide-point__none">{t('guidedTours.noCommentary')}</p>;
  const playing = player.track?.id === point.id && player.playing;
  const url = point.commentary.url;
  return (
    <button
      type="button"
      className="btn btn--primary guide-point__play"
      aria-pressed={playing}
      data-testid="guide-play"
      onClick={() =>
        playTrack({
          id: point.id,
          title: `${point.name} · ${tourTitle}`,
          url,
          returnPath,
          labels: { play: t('guidedTours.play'), pause: t('guidedTours.pause'), close: t('guidedTours.close') },
        })
      }
    >
      {playing ? <Pause size={18} aria-hidden /> : <Play size={18} aria-hidden />}
      {playing ? t('guidedTours.pause') : t('guidedTours.play')}
      {point.commentary.duration ? <span className="guide-point__len">{clock(point.commentary.duration)}</span> : null}
    </button>
  );
}

function TourMap({ tour, tourId }: { tour: GuideMapScreen_tour$key; tourId: string }) {
  const { t } = useTranslation();
  const g = useFragment(
    graphql`
      fragment GuideMapScreen_tour on GuidedTour {
        title
        summary
        map {
          width
          height
          image {
            full: url(size: ORIGINAL)
          }
        }
        points {
          id
          name
          kind
          kindName
          summary
          x
          y
          commentary {
            url
            duration
          }
        }
        routes {
          id
          name
          durationMinutes
          distanceMeters
          points {
            id
          }
        }
        pointCounts {
          kind
          kindName
          count
        }
      }
    `,
    tour,
  );
  const points = useMemo(() => g.points ?? [], [g.points]);
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [zoom, setZoom] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const { located, busy, locate } = useVisitor(tourId);
  const route = g.routes?.find((r) => r.id === routeId) ?? null;
  const stops = route ? route.points.map((p) => p.id) : [];
  const stopIndex = selected ? stops.indexOf(selected) : -1;
  const point = selected ? byId.get(selected) : undefined;
  const returnPath = `/guide-map/${encodeURIComponent(tourId)}`;

  /** Selects a point and brings its marker into view. */
  const select = (id: string | null) => {
    setSelected(id);
    const p = id ? byId.get(id) : undefined;
    const el = scroller.current;
    if (p && el) {
      const inner = el.firstElementChild as HTMLElement | null;
      if (inner)
        el.scrollTo({
          left: p.x * inner.offsetWidth - el.clientWidth / 2,
          top: p.y * inner.offsetHeight - el.clientHeight / 2,
          behavior: 'smooth',
        });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new position picks the starting point, never the visitor's own later choice
  useEffect(() => {
    // the visitor's spot on a route: start the walk from the point they stand at
    if (located?.atPoint && located.nearestPoint && !selected) setSelected(located.nearestPoint.id);
    // only when a new position comes in
  }, [located]);

  if (!g.map) return <NotFoundPage title={g.title} text={t('guidedTours.notFound')} />;
  const near = located?.nearestPoint ? byId.get(located.nearestPoint.id) : undefined;
  const line = route
    ? route.points
        .map((p) => byId.get(p.id))
        .filter((p): p is Point => p !== undefined)
        .map((p) => `${p.x * g.map!.width},${p.y * g.map!.height}`)
        .join(' ')
    : '';

  return (
    <>
      <PageHeader title={g.title} />
      <div className="guide-routes" role="group" aria-label={t('guidedTours.legend')}>
        <button
          type="button"
          className={routeId === null ? 'guide-chip guide-chip--on' : 'guide-chip'}
          aria-pressed={routeId === null}
          onClick={() => setRouteId(null)}
        >
          {t('guidedTours.allPoints')}
        </button>
        {(g.routes ?? []).map((r) => (
          <button
            type="button"
            key={r.id}
            className={r.id === routeId ? 'guide-chip guide-chip--on' : 'guide-chip'}
            aria-pressed={r.id === routeId}
            data-testid="guide-route"
            onClick={() => {
              setRouteId(r.id);
              select(r.points[0]?.id ?? null);
            }}
          >
            {r.name}
            <small>{t('guidedTours.route', { minutes: r.durationMinutes ?? '–', distance: metresText(r.distanceMeters) })}</small>
          </button>
        ))}
      </div>
      {located && (
        <p className={located.onMap ? 'guide-where' : 'guide-where guide-where--off'} role="status" data-testid="guide-where">
          {!located.onMap ? (
            t('guidedTours.offMap')
          ) : near && located.atPoint ? (
            <ContentIn line={(name) => t('guidedTours.at', { name })} content={near.name} />
          ) : near ? (
            <ContentIn line={(name) => t('guidedTours.near', { name, distance: located.distance?.text ?? '' })} content={near.name} />
          ) : (
            t('guidedTours.youAreHere')
          )}
          {near && located.onMap && (
            <button type="button" className="guide-where__go" onClick={() => select(near.id)} data-testid="guide-near">
              {near.name}
            </button>
          )}
        </p>
      )}
      <div className="guide-map" data-testid="guide-map">
        <div
          className="guide-map__scroller"
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={t('guidedTours.map', { title: g.title })}
        >
          <div className="guide-map__canvas" style={{ width: `${ZOOMS[zoom]! * 100}%`, aspectRatio: `${g.map.width} / ${g.map.height}` }}>
            <img src={g.map.image.full} alt={t('guidedTours.map', { title: g.title })} className="guide-map__img" draggable={false} />
            {line && (
              <svg className="guide-map__route" viewBox={`0 0 ${g.map.width} ${g.map.height}`} aria-hidden>
                <polyline
                  points={line}
                  fill="none"
                  stroke="var(--primary)"
                  strokeWidth={10}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  strokeDasharray="2 22"
                />
              </svg>
            )}
            {points.map((p) => {
              const order = stops.indexOf(p.id);
              if (route && order < 0 && p.kind === 'SPOT') return null;
              return (
                <button
                  type="button"
                  key={p.id}
                  className={`guide-marker guide-marker--${p.kind.toLowerCase()}${p.id === selected ? ' guide-marker--on' : ''}`}
                  style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}
                  // the name starts with what the marker shows (its stop number), then says where it goes
                  aria-label={`${order >= 0 ? `${order + 1} ` : ''}${t('guidedTours.openPoint', { name: p.name, kind: p.kindName ?? '' })}`}
                  aria-pressed={p.id === selected}
                  data-testid="guide-marker"
                  data-name={p.name}
                  onClick={() => select(p.id)}
                >
                  <span className="guide-marker__label">
                    {order >= 0 ? order + 1 : p.kind === 'SPOT' ? <Headphones size={14} aria-hidden /> : null}
                  </span>
                </button>
              );
            })}
            {located?.onMap && (
              <span
                className="guide-me"
                style={{ left: `${located.x * 100}%`, top: `${located.y * 100}%` }}
                role="img"
                aria-label={t('guidedTours.youAreHere')}
                data-testid="guide-me"
              />
            )}
          </div>
        </div>
        <div className="guide-map__tools">
          <button
            type="button"
            className="guide-tool"
            onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
            disabled={zoom === ZOOMS.length - 1}
            aria-label={t('guidedTours.zoomIn')}
          >
            <ZoomIn size={20} aria-hidden />
          </button>
          <button
            type="button"
            className="guide-tool"
            onClick={() => setZoom((z) => Math.max(0, z - 1))}
            disabled={zoom === 0}
            aria-label={t('guidedTours.zoomOut')}
          >
            <ZoomOut size={20} aria-hidden />
          </button>
          <button
            type="button"
            className="guide-tool"
            onClick={locate}
            disabled={busy}
            aria-label={busy ? t('guidedTours.locating') : t('guidedTours.youAreHere')}
            data-testid="guide-locate"
          >
            <LocateFixed size={20} aria-hidden />
          </button>
        </div>
      </div>
      {g.pointCounts && g.pointCounts.length > 0 && (
        <p className="guide-legend">
          {g.pointCounts.map((c) => (
            <span key={c.kind} className={`guide-legend__item guide-legend__item--${c.kind.toLowerCase()}`}>
              {c.kindName} {c.count}
            </span>
          ))}
        </p>
      )}
      {point ? (
        <section className="guide-point" aria-labelledby="guide-point-name" data-testid="guide-point">
          <header className="guide-point__head">
            <h2 id="guide-point-name" className="guide-point__name" data-testid="guide-point-name">
              {point.name}
            </h2>
            {point.kindName && <span className="guide-point__kind">{point.kindName}</span>}
            <button type="button" className="guide-point__close" onClick={() => setSelected(null)} aria-label={t('guidedTours.close')}>
              <X size={20} aria-hidden />
            </button>
          </header>
          {point.summary && <p className="guide-point__summary">{point.summary}</p>}
          <CommentaryButton point={point} tourTitle={g.title} returnPath={returnPath} />
          {route && stopIndex >= 0 && (
            <nav className="guide-walk" aria-label={route.name}>
              <button
                type="button"
                className="guide-walk__btn"
                onClick={() => select(stops[stopIndex - 1] ?? null)}
                disabled={stopIndex === 0}
                aria-label={t('guidedTours.previousStop')}
              >
                <ChevronLeft size={20} aria-hidden />
              </button>
              <span className="guide-walk__where" data-testid="guide-stop">
                {t('guidedTours.stop', { index: stopIndex + 1, total: stops.length })}
              </span>
              <button
                type="button"
                className="guide-walk__btn"
                onClick={() => select(stops[stopIndex + 1] ?? null)}
                disabled={stopIndex === stops.length - 1}
                aria-label={t('guidedTours.nextStop')}
                data-testid="guide-next"
              >
                <ChevronRight size={20} aria-hidden />
              </button>
            </nav>
          )}
        </section>
      ) : (
        g.summary && <p className="guide-summary">{g.summary}</p>
      )}
    </>
  );
}

/** /guide-map/{tourId}: the tour's hand-drawn map with its points, routes and commentaries, and the visitor on it. */
export function GuideMapScreen() {
  const { t } = useTranslation();
  const { guidedTour } = useRouteQuery<GuideMapScreenQuery>(query);
  const { tourId = '' } = useParams();
  if (!guidedTour) return <NotFoundPage title={t('guidedTours.title')} text={t('guidedTours.notFound')} />;
  return (
    <div className="guide-page" data-testid="guide-map-screen">
      <TourMap tour={guidedTour} tourId={tourId} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { DetailSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
