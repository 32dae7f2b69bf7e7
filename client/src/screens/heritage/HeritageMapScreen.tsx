import './heritage.css';
import { useMemo, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { HeritageMapScreenQuery, HeritageMapScreenQuery$data } from '../../__generated__/HeritageMapScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PartFailed } from '../../shell/StateViews';
import type { Known } from '../../relay/enums';
import { MapView, type MapPin } from '../../widgets/map';
import { HeritageLevelBadge } from './HeritageBadges';

const query = graphql`
  query HeritageMapScreenQuery {
    heritageMap {
      id
      points {
        id
        kind
        name
        label
        level
        location {
          longitude
          latitude
        }
        detailPath
      }
    }
  }
`;

export function heritageMapLoader({ request }: { request: Request }): PreloadedQuery<HeritageMapScreenQuery> {
  prepareRequest(request);
  return preload<HeritageMapScreenQuery>(query, {});
}

type Point = NonNullable<HeritageMapScreenQuery$data['heritageMap']>['points'][number];
type Kind = Known<Point['kind']>;
const KINDS: readonly Kind[] = ['PROJECT', 'EXPERIENCE_BASE', 'PROTECTION_BASE', 'TEACHING_BASE', 'FOOD'];

/**
 * /intangible-map — the heritage map: a pin per project, base and dish on the project's map (no
 * tiles from outside), those at one spot clustered with their count; chips filter the kinds, a pin
 * opens its card.
 */
export function HeritageMapScreen() {
  const { t } = useTranslation();
  const { heritageMap: map } = useRouteQuery<HeritageMapScreenQuery>(query);
  const [shown, setShown] = useState<ReadonlySet<Kind>>(new Set(KINDS));
  const [selected, setSelected] = useState<Point | null>(null);
  const points = useMemo(() => (map?.points ?? []).filter((p) => shown.has(p.kind as Kind)), [map, shown]);
  const pins = useMemo(
    () =>
      points.map(
        (p): MapPin => ({
          id: p.id,
          ...p.location,
          name: `${t(`heritage.mapKinds.${p.kind as Kind}`)}: ${p.name}`,
          tone: `heritage-${p.kind.toLowerCase()}`,
        }),
      ),
    [points, t],
  );
  const pick = (id: string) => setSelected(points.find((p) => p.id === id) ?? null);
  if (!map) {
    return (
      <>
        <PageHeader title={t('heritage.kinds.map')} />
        <PartFailed testId="heritage-map-failed" />
      </>
    );
  }
  const toggle = (kind: Kind) => {
    setShown((old) => {
      const next = new Set(old);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
    setSelected(null);
  };
  return (
    <>
      <PageHeader title={t('heritage.kinds.map')} />
      <div className="heritage-map" data-testid="heritage-map">
        <div className="heritage-chips" role="group" aria-label={t('heritage.mapFilter')}>
          {KINDS.map((k) => (
            <button
              key={k}
              type="button"
              className={shown.has(k) ? 'chip heritage-chip heritage-chip--on' : 'chip heritage-chip'}
              aria-pressed={shown.has(k)}
              onClick={() => toggle(k)}
              data-testid={`map-kind-${k}`}
            >
              <span className={`heritage-map__dot heritage-pin--${k.toLowerCase()}`} aria-hidden />
              {t(`heritage.mapKinds.${k}`)}
            </button>
          ))}
        </div>
        <MapView pins={pins} selected={selected?.id ?? null} onSelect={pick} label={t('heritage.kinds.map')} />
        <p className="heritage-map__count" aria-live="polite">
          {t('heritage.mapCount', { count: points.length })}
        </p>
        {selected && (
          <section className="heritage-map__card" aria-label={selected.name} data-testid="map-card">
            <div className="heritage-map__card-main">
              <span className={`heritage-map__dot heritage-pin--${selected.kind.toLowerCase()}`} aria-hidden />
              <div>
                <h2 className="heritage-map__card-name">{selected.name}</h2>
                <p className="heritage-map__card-label">
                  {t(`heritage.mapKinds.${selected.kind as Kind}`)}
                  {selected.label ? ` · ${selected.label}` : ''} <HeritageLevelBadge level={selected.level} />
                </p>
              </div>
              <button type="button" className="heritage-player__close" onClick={() => setSelected(null)}>
                <X size={20} aria-hidden />
                <span className="sr-only">{t('common.close')}</span>
              </button>
            </div>
            <Link to={selected.detailPath} className="btn btn--primary btn--block" data-testid="map-card-open">
              {t('heritage.openDetail')}
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
