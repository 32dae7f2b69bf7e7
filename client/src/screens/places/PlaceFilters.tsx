import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceFilters_site$key } from '../../__generated__/PlaceFilters_site.graphql';
import type { PlaceRoute } from '../../shell/placeKinds';
import { levelInAddress, levelOptions } from './levels';

type Panel = 'region' | 'level' | null;

/** A dropdown's button: its value (or its name), open while its panel shows, marked once a value is set. */
function FilterButton({ open, set, onClick, testId, children }: { open: boolean; set: boolean; onClick(): void; testId: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`filters__btn${open ? ' filters__btn--open' : ''}${set ? ' filters__btn--set' : ''}`}
      onClick={onClick}
      aria-expanded={open}
      data-testid={testId}
    >
      <span>{children}</span>
      <span className="caret" aria-hidden />
    </button>
  );
}

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

  const LABEL_KEYS: Record<NonNullable<PlaceRoute['levelFilter']>, string> = {
    scenic: 'scenicLevel',
    hotel: 'hotelLevel',
    venue: 'venueType',
    homestay: 'place.k.homestayGrade',
    study: 'place.k.studyLevel',
  };
  const levelLabel = (v: string) => (levelFilter ? t(`${LABEL_KEYS[levelFilter]}.${v}`) : v);
  const regionLabel = child?.name ?? parent?.name ?? t('filters.allRegions');
  const levelTitle = levelFilter === 'venue' ? t('filters.type') : t('filters.level');
  const levelAll = levelFilter === 'venue' ? t('filters.allTypes') : t('filters.allLevels');

  return (
    <div className="filters" data-testid="filters">
      <div className="filters__bar">
        <FilterButton open={panel === 'region'} set={!!region} onClick={() => setPanel(panel === 'region' ? null : 'region')} testId="filter-region">
          {region ? regionLabel : t('filters.region')}
        </FilterButton>
        {levels.length > 0 && (
          <FilterButton open={panel === 'level'} set={!!level} onClick={() => setPanel(panel === 'level' ? null : 'level')} testId="filter-level">
            {level ? levelLabel(level) : levelTitle}
          </FilterButton>
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
