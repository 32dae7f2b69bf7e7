import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceFilters_site$key } from '../../__generated__/PlaceFilters_site.graphql';
import type { PlaceRoute } from '../../shell/placeKinds';
import { levelInAddress, levelOptions } from './levels';

type Panel = 'region' | 'level' | null;

/** Region (two levels, from `site.regions`) and level/type dropdowns; values live in the address. */
export function PlaceFilters({ site, levelFilter }: { site: PlaceFilters_site$key; levelFilter: PlaceRoute['levelFilter'] }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceFilters_site on Site {
        regions {
          code
          name
          children {
            code
            name
          }
        }
      }
    `,
    site,
  );
  const [params, setParams] = useSearchParams();
  const [panel, setPanel] = useState<Panel>(null);
  const region = params.get('region');
  const level = levelInAddress(params);
  const levels = levelOptions(levelFilter);

  const regions = data.regions ?? [];
  const parent = regions.find((r) => r.code === region || r.children.some((c) => c.code === region));
  const child = parent?.children.find((c) => c.code === region);
  const [openParent, setOpenParent] = useState<string | null>(parent?.code ?? null);
  const shownParent = regions.find((r) => r.code === openParent);

  const update = (key: 'region' | 'level', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'level') next.delete('type');
    setParams(next, { replace: true });
    setPanel(null);
  };

  const levelLabel = (v: string) =>
    levelFilter === 'scenic' ? t(`scenicLevel.${v}`) : levelFilter === 'hotel' ? t(`hotelLevel.${v}`) : t(`venueType.${v}`);
  const regionLabel = child?.name ?? parent?.name ?? t('filters.allRegions');
  const levelTitle = levelFilter === 'venue' ? t('filters.type') : t('filters.level');
  const levelAll = levelFilter === 'venue' ? t('filters.allTypes') : t('filters.allLevels');

  return (
    <div className="filters" data-testid="filters">
      <div className="filters__bar">
        <button
          type="button"
          className={`filters__btn${panel === 'region' ? ' filters__btn--open' : ''}${region ? ' filters__btn--set' : ''}`}
          onClick={() => setPanel(panel === 'region' ? null : 'region')}
          aria-expanded={panel === 'region'}
          data-testid="filter-region"
        >
          <span>{region ? regionLabel : t('filters.region')}</span>
          <span className="caret" aria-hidden />
        </button>
        {levels.length > 0 && (
          <button
            type="button"
            className={`filters__btn${panel === 'level' ? ' filters__btn--open' : ''}${level ? ' filters__btn--set' : ''}`}
            onClick={() => setPanel(panel === 'level' ? null : 'level')}
            aria-expanded={panel === 'level'}
            data-testid="filter-level"
          >
            <span>{level ? levelLabel(level) : levelTitle}</span>
            <span className="caret" aria-hidden />
          </button>
        )}
      </div>
      {panel && <div className="filters__mask" onClick={() => setPanel(null)} aria-hidden />}
      {panel === 'region' && (
        <div className="filters__panel filters__panel--two" role="listbox" aria-label={t('filters.region')} data-testid="region-panel">
          <ul className="filters__col">
            <li>
              <button type="button" className={!region ? 'filters__opt filters__opt--on' : 'filters__opt'} onClick={() => update('region', null)}>
                {t('filters.allRegions')}
              </button>
            </li>
            {regions.map((r) => (
              <li key={r.code}>
                <button
                  type="button"
                  className={`filters__opt${openParent === r.code ? ' filters__opt--focus' : ''}${parent?.code === r.code ? ' filters__opt--on' : ''}`}
                  data-region={r.code}
                  onClick={() => (r.children.length > 0 ? setOpenParent(r.code) : update('region', r.code))}
                >
                  {r.name}
                </button>
              </li>
            ))}
          </ul>
          <ul className="filters__col filters__col--sub">
            {shownParent && (
              <>
                <li>
                  <button
                    type="button"
                    className={region === shownParent.code ? 'filters__opt filters__opt--on' : 'filters__opt'}
                    data-region={shownParent.code}
                    data-testid="region-all-of"
                    onClick={() => update('region', shownParent.code)}
                  >
                    {t('common.all')} · {shownParent.name}
                  </button>
                </li>
                {shownParent.children.map((c) => (
                  <li key={c.code}>
                    <button
                      type="button"
                      className={region === c.code ? 'filters__opt filters__opt--on' : 'filters__opt'}
                      data-region={c.code}
                      onClick={() => update('region', c.code)}
                    >
                      {c.name}
                    </button>
                  </li>
                ))}
              </>
            )}
          </ul>
        </div>
      )}
      {panel === 'level' && (
        <div className="filters__panel" role="listbox" aria-label={levelTitle} data-testid="level-panel">
          <ul className="filters__col filters__col--grid">
            <li>
              <button type="button" className={!level ? 'filters__opt filters__opt--on' : 'filters__opt'} onClick={() => update('level', null)}>
                {levelAll}
              </button>
            </li>
            {levels.map((v) => (
              <li key={v}>
                <button type="button" className={level === v ? 'filters__opt filters__opt--on' : 'filters__opt'} data-level={v} onClick={() => update('level', v)}>
                  {levelLabel(v)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
