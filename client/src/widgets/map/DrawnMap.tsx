import { useTranslation } from 'react-i18next';
import { projection } from './project';
import type { MapViewProps } from './types';

const WIDTH = 320;
const HEIGHT = 220;

/**
 * The pins drawn by the project itself (an SVG, north up, kept to scale): the map where WebGL is
 * missing. No basemap and no clustering; a pin picks its place as on the real map.
 */
export default function DrawnMap({ pins, you, selected, onSelect, label }: MapViewProps) {
  const { t } = useTranslation();
  if (pins.length === 0) return null;
  const project = projection(you ? [...pins, you] : pins, WIDTH, HEIGHT);
  const at = you ? project(you) : null;
  return (
    <figure className="map-view map-view--drawn" data-map="drawn" data-map-state="idle">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} className="drawn-map__ground" />
        {at && (
          <g className="drawn-map__you" data-testid="map-you">
            <circle cx={at.x} cy={at.y} r="7" />
            <circle cx={at.x} cy={at.y} r="3" className="drawn-map__you-dot" />
          </g>
        )}
        {pins.map((p) => {
          const xy = project(p);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: a shortcut to the list entry or card the screen shows, which is the accessible way
            <g
              key={p.id}
              className={`drawn-map__pin${p.tone ? ` map-pin--${p.tone}` : ''}${p.id === selected ? ' drawn-map__pin--on' : ''}`}
              onClick={() => onSelect(p.id)}
              data-testid="map-pin"
            >
              <circle cx={xy.x} cy={xy.y} r="9" />
              {p.label && (
                <text x={xy.x} y={xy.y + 3.5} textAnchor="middle">
                  {p.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {at && (
        <figcaption className="map-view__legend">
          <span className="map-view__legend-you" aria-hidden /> {t('mapView.you')}
        </figcaption>
      )}
    </figure>
  );
}
