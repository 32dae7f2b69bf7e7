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
import { HeritageLevelBadge } from './HeritageBadges';

const query = graphql`
  query HeritageMapScreenQuery {
    heritageMap {
      id
      width
      height
      image {
        url
        alt
      }
      points {
        id
        kind
        name
        label
        level
        x
        y
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
 * /intangible-map — the heritage map: the site's map image (drawn by the platform, no tiles from
 * outside) with a pin per project, base and dish where the gateway placed it; chips filter the
 * kinds, a pin opens its card.
 */
export function HeritageMapScreen() {
  const { t } = useTranslation();
  const { heritageMap: map } = useRouteQuery<HeritageMapScreenQuery>(query);
  const [shown, setShown] = useState<ReadonlySet<Kind>>(new Set(KINDS));
  const [selected, setSelected] = useState<Point | null>(null);
  const points = useMemo(() => (map?.points ?? []).filter((p) => shown.has(p.kind as Kind)), [map, shown]);
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
        <div className="heritage-map__canvas" style={{ aspectRatio: `${map.width} / ${map.height}` }}>
          <img
            className="heritage-map__image"
            src={map.image.url}
            alt={t('heritage.mapOf', { name: map.image.alt })}
            width={map.width}
            height={map.height}
          />
          {points.map((p) => (
            <button
              key={p.id}
              type="button"
              className={`heritage-map__pin heritage-pin--${p.kind.toLowerCase()}${selected?.id === p.id ? ' heritage-map__pin--on' : ''}`}
              style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}
              onClick={() => setSelected(p)}
              aria-label={`${t(`heritage.mapKinds.${p.kind as Kind}`)}: ${p.name}`}
              aria-pressed={selected?.id === p.id}
              data-testid="map-pin"
            >
              <span aria-hidden />
            </button>
          ))}
        </div>
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
