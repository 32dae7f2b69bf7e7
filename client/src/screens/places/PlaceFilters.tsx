import { Component, Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceFilters_site$key } from '../../__generated__/PlaceFilters_site.graphql';
import type { PlaceFiltersRegionsQuery } from '../../__generated__/PlaceFiltersRegionsQuery.graphql';
import { ErrorView } from '../../shell/StateViews';
import { SkeletonBlock } from '../../widgets/Skeleton';
import type { PlaceRoute } from '../../shell/placeKinds';
import { levelInAddress, levelOptions } from './levels';

type Panel = 'region' | 'level' | null;

/** A dropdown's button: its value (or its name), open while its panel shows, marked once a value is set. */
function FilterButton({
  open,
  set,
  onClick,
  testId,
  children,
}: {
  open: boolean;
  set: boolean;
  onClick(): void;
  testId: string;
  children: ReactNode;
}) {
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

const regionsQuery = graphql`
  query PlaceFiltersRegionsQuery {
    site {
      regions {
        code
        name
        children {
          code
          name
        }
      }
    }
  }
`;

/**
 * The region panel's two columns: the site's region tree, asked for when the panel first opens
 * (the list's own query carries only the chosen region's name: a tree of ~300 regions is most of
 * a list's bytes and few visitors open it), then kept in the store for the visit.
 */
function RegionPanel({ region, fetchKey, onPick }: { region: string | null; fetchKey: number; onPick(code: string | null): void }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<PlaceFiltersRegionsQuery>(regionsQuery, {}, { fetchPolicy: 'store-or-network', fetchKey });
  const regions = data.site?.regions ?? [];
  const parent = regions.find((r) => r.code === region || r.children.some((c) => c.code === region));
  const [openParent, setOpenParent] = useState<string | null>(parent?.code ?? null);
  const shownParent = regions.find((r) => r.code === openParent);
  return (
    <div className="filters__panel filters__panel--two" role="group" aria-label={t('places.filters.region')} data-testid="region-panel">
      <ul className="filters__col">
        <li>
          <button
            type="button"
            className={!region ? 'filters__opt filters__opt--on' : 'filters__opt'}
            aria-current={!region || undefined}
            onClick={() => onPick(null)}
          >
            {t('places.filters.allRegions')}
          </button>
        </li>
        {regions.map((r) => (
          <li key={r.code}>
            <button
              type="button"
              className={`filters__opt${openParent === r.code ? ' filters__opt--focus' : ''}${parent?.code === r.code ? ' filters__opt--on' : ''}`}
              data-region={r.code}
              onClick={() => (r.children.length > 0 ? setOpenParent(r.code) : onPick(r.code))}
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
                aria-current={region === shownParent.code || undefined}
                data-region={shownParent.code}
                data-testid="region-all-of"
                onClick={() => onPick(shownParent.code)}
              >
                {t('common.all')} · {shownParent.name}
              </button>
            </li>
            {shownParent.children.map((c) => (
              <li key={c.code}>
                <button
                  type="button"
                  className={region === c.code ? 'filters__opt filters__opt--on' : 'filters__opt'}
                  aria-current={region === c.code || undefined}
                  data-region={c.code}
                  onClick={() => onPick(c.code)}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </>
        )}
      </ul>
    </div>
  );
}

/** The region panel while its tree loads: two columns of option bars. */
function RegionPanelSkeleton() {
  return (
    <div className="filters__panel filters__panel--two" aria-busy="true" data-testid="region-panel-loading">
      {[6, 4].map((rows, col) => (
        <div key={col} className={`filters__col${col ? ' filters__col--sub' : ''}`}>
          {Array.from({ length: rows }, (_, i) => (
            <div key={i} className="filters__opt">
              <SkeletonBlock width="70%" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The region tree failed to load: says so inside the panel, with a retry. */
class RegionPanelBoundary extends Component<{ children: ReactNode; onRetry(): void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="filters__panel" data-testid="region-panel-failed">
        <ErrorView
          error={this.state.error}
          onRetry={() => {
            this.props.onRetry();
            this.setState({ error: null });
          }}
        />
      </div>
    );
  }
}

/** Region (two levels, from `site.regions`, loaded when opened) and level/type dropdowns; values live in the address. */
export function PlaceFilters({ site, levelFilter }: { site: PlaceFilters_site$key; levelFilter: PlaceRoute['levelFilter'] }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceFilters_site on Site
      @argumentDefinitions(region: { type: "String!", defaultValue: "" }, regionSet: { type: "Boolean!", defaultValue: false }) {
        chosenRegion: regionInTree(code: $region) @include(if: $regionSet) {
          name
        }
      }
    `,
    site,
  );
  const [params, setParams] = useSearchParams();
  const [panel, setPanel] = useState<Panel>(null);
  const [fetchKey, setFetchKey] = useState(0);
  const region = params.get('region');
  const level = levelInAddress(params);
  const levels = levelOptions(levelFilter);

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
  const regionLabel = data.chosenRegion?.name ?? t('places.filters.allRegions');
  const levelTitle = levelFilter === 'venue' ? t('places.filters.type') : t('places.filters.level');
  const levelAll = levelFilter === 'venue' ? t('places.filters.allTypes') : t('places.filters.allLevels');

  return (
    <div className="filters" data-testid="filters">
      <div className="filters__bar">
        <FilterButton
          open={panel === 'region'}
          set={!!region}
          onClick={() => setPanel(panel === 'region' ? null : 'region')}
          testId="filter-region"
        >
          {region ? regionLabel : t('places.filters.region')}
        </FilterButton>
        {levels.length > 0 && (
          <FilterButton
            open={panel === 'level'}
            set={!!level}
            onClick={() => setPanel(panel === 'level' ? null : 'level')}
            testId="filter-level"
          >
            {level ? levelLabel(level) : levelTitle}
          </FilterButton>
        )}
      </div>
      {panel && <div className="filters__mask" onClick={() => setPanel(null)} aria-hidden />}
      {panel === 'region' && (
        <RegionPanelBoundary onRetry={() => setFetchKey((k) => k + 1)}>
          <Suspense fallback={<RegionPanelSkeleton />}>
            <RegionPanel region={region} fetchKey={fetchKey} onPick={(code) => update('region', code)} />
          </Suspense>
        </RegionPanelBoundary>
      )}
      {panel === 'level' && (
        <div className="filters__panel" role="group" aria-label={levelTitle} data-testid="level-panel">
          <ul className="filters__col filters__col--grid">
            <li>
              <button
                type="button"
                className={!level ? 'filters__opt filters__opt--on' : 'filters__opt'}
                aria-current={!level || undefined}
                onClick={() => update('level', null)}
              >
                {levelAll}
              </button>
            </li>
            {levels.map((v) => (
              <li key={v}>
                <button
                  type="button"
                  className={level === v ? 'filters__opt filters__opt--on' : 'filters__opt'}
                  aria-current={level === v || undefined}
                  data-level={v}
                  onClick={() => update('level', v)}
                >
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
