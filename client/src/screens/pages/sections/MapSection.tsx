import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MapSection_section$key } from '../../../__generated__/MapSection_section.graphql';
import { useContentLang } from '../../../shell/SiteContext';
import { projection } from '../../../widgets/map/project';
import { SectionHead } from './SectionHead';

const WIDTH = 320;
const HEIGHT = 200;

/** Chosen places drawn from their coordinates (no map tiles), each marker leading to its place, with their names listed. */
export function MapSection({ section }: { section: MapSection_section$key }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
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
  if (data.points.length === 0) return null;
  const project = projection(
    data.points.map((p) => p.location),
    WIDTH,
    HEIGHT,
    20,
  );
  return (
    <section className="page-section" data-testid="page-map">
      <SectionHead title={data.title} />
      <svg
        className="page-map"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('pages.mapLabel', { title: data.title ?? '', count: data.points.length })}
      >
        <rect width={WIDTH} height={HEIGHT} className="page-map__ground" />
        {data.points.map((p, i) => {
          const { x, y } = project(p.location);
          return (
            <g key={i} className="page-map__marker" data-testid="page-map-marker">
              <circle cx={x} cy={y} r={7} />
              <text x={x} y={y + 4} textAnchor="middle">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <ol className="page-map__list" lang={contentLang}>
        {data.points.map((p, i) => (
          <li key={i}>
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
        ))}
      </ol>
    </section>
  );
}
