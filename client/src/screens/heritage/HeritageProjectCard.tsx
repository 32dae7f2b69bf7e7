import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, Users } from 'lucide-react';
import type { HeritageProjectCard_project$key } from '../../__generated__/HeritageProjectCard_project.graphql';
import { Img } from '../../widgets/Img';
import { HeritageCategoryBadge, HeritageLevelBadge } from './HeritageBadges';
import { Heading } from '../../widgets/Content';

/** One heritage project in a list: cover, name, level and category, district, inheritors. */
export function HeritageProjectCard({ project }: { project: HeritageProjectCard_project$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment HeritageProjectCard_project on HeritageProject {
        name
        level
        category
        regionName
        summary
        inheritorCount
        detailPath
        cover {
          url(size: SMALL)
        }
      }
    `,
    project,
  );
  return (
    <Link to={p.detailPath} className="place-card" data-testid="heritage-project-card">
      <Img src={p.cover?.url} alt="" className="place-card__cover" />
      <div className="place-card__body">
        <Heading className="place-card__name">{p.name}</Heading>
        <div className="place-card__badges heritage-badges">
          <HeritageLevelBadge level={p.level} />
          <HeritageCategoryBadge category={p.category} />
        </div>
        {p.summary && <p className="heritage-card__summary">{p.summary}</p>}
        <div className="place-card__foot heritage-card__foot">
          {p.regionName && (
            <span className="heritage-card__meta">
              <MapPin size={12} aria-hidden /> {p.regionName}
            </span>
          )}
          {p.inheritorCount > 0 && (
            <span className="heritage-card__meta">
              <Users size={12} aria-hidden /> {t('heritage.inheritorCount', { count: p.inheritorCount })}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
