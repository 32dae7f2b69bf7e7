import { useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MapSection_section$key } from '../../../__generated__/MapSection_section.graphql';
import { useContentLang } from '../../../shell/SiteContext';
import { MapView, type MapPin } from '../../../widgets/map';
import { SectionHead } from './SectionHead';

/**
 * Chosen places on the project's map (its own basemap, no outside tiles), each marker numbered as
 * the list below it; a marker's tap marks its row and brings it into view, whose link opens the place.
 */
export function MapSection({ section }: { section: MapSection_section$key }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  const list = useRef<HTMLOListElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment MapSection_section on MapSection {
        title
        points {
          name
          path
          location {
            longitude
            latitude
          }
        }
      }
    `,
    section,
  );
  const pins = useMemo(
    () => data.points.map((p, i): MapPin => ({ id: String(i), ...p.location, label: String(i + 1), name: `${i + 1}. ${p.name}` })),
    [data.points],
  );
  if (data.points.length === 0) return null;
  const select = (id: string) => {
    setSelected(id);
    list.current?.children[Number(id)]?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <section className="page-section" data-testid="page-map">
      <SectionHead title={data.title} />
      <div className="page-map">
        {/* No clustering: every number of the list below stands on the map, as a reader looks them
            up by number. A page chooses a handful of places, and the fit to them zooms in as far
            as they stay apart; a cluster would hide which numbers it holds. */}
        <MapView
          pins={pins}
          cluster={false}
          selected={selected}
          onSelect={select}
          label={t('pages.mapLabel', { title: data.title ?? '', count: data.points.length })}
        />
      </div>
      <ol className="page-map__list" lang={contentLang} ref={list}>
        {data.points.map((p, i) => {
          const on = selected === String(i);
          return (
            <li key={i} className={on ? 'page-map__item page-map__item--on' : 'page-map__item'} aria-current={on ? 'location' : undefined}>
              {p.path ? (
                <Link to={p.path} className="page-map__place">
                  <span className="page-map__number">{i + 1}</span> {p.name}
                </Link>
              ) : (
                <span className="page-map__place">
                  <span className="page-map__number">{i + 1}</span> {p.name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
