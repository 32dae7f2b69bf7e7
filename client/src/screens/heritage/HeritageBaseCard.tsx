import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock, MapPin } from 'lucide-react';
import type { HeritageBaseCard_base$key } from '../../__generated__/HeritageBaseCard_base.graphql';
import { Img } from '../../widgets/Img';
import { Heading } from '../../widgets/Content';

/** One heritage base in a list: cover, name, kind, its projects, address and hours. */
export function HeritageBaseCard({ base }: { base: HeritageBaseCard_base$key }) {
  const { t } = useTranslation();
  const b = useFragment(
    graphql`
      fragment HeritageBaseCard_base on HeritageBase {
        name
        kind
        address
        openingHours
        projectNames
        detailPath
        cover {
          url(size: SMALL)
        }
      }
    `,
    base,
  );
  return (
    <Link to={b.detailPath} className="place-card" data-testid="heritage-base-card">
      <Img src={b.cover?.url} alt="" className="place-card__cover" />
      <div className="place-card__body">
        <Heading className="place-card__name">{b.name}</Heading>
        <div className="place-card__badges heritage-badges">
          {b.kind !== '%future added value' && (
            <span className={`badge heritage-kind heritage-kind--${b.kind.toLowerCase()}`}>{t(`heritage.baseKind.${b.kind}`)}</span>
          )}
          {b.projectNames.slice(0, 2).map((name) => (
            <span key={name} className="badge badge--plain">
              {name}
            </span>
          ))}
        </div>
        {b.address && (
          <p className="place-card__addr">
            <MapPin size={12} aria-hidden /> {b.address}
          </p>
        )}
        {b.openingHours && (
          <p className="heritage-card__meta">
            <Clock size={12} aria-hidden /> {b.openingHours}
          </p>
        )}
      </div>
    </Link>
  );
}
