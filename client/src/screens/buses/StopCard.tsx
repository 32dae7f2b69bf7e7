import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Content } from '../../widgets/Content';
import { busDescPath } from './paths';

export interface StopCardStop {
  readonly id: string;
  readonly name: string;
  readonly distance?: { readonly text: string } | null;
  readonly lines: ReadonlyArray<{ readonly id: string; readonly name: string; readonly to: string }>;
}

/** A bus stop with its distance (nearby) and the lines calling there, each opening the line at this stop. */
export function StopCard({ stop }: { stop: StopCardStop }) {
  const { t } = useTranslation();
  return (
    <article className="bus-card" data-testid="bus-stop">
      <div className="bus-card__head">
        <Content as="h2" className="bus-card__name">
          <MapPin aria-hidden size={15} /> {stop.name}
        </Content>
        {stop.distance && (
          <span className="bus-card__aside" data-testid="distance">
            {stop.distance.text}
          </span>
        )}
      </div>
      <p className="bus-card__label">{t('buses.linesHere')}</p>
      <ul className="bus-chips">
        {stop.lines.map((line) => (
          <li key={line.id}>
            <Link to={busDescPath(line.id, stop.id)} className="bus-chip" data-testid="bus-stop-line">
              <span className="bus-chip__name">{line.name}</span>
              <span className="bus-chip__to">{t('buses.towards', { to: line.to })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
