import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeritageInheritorCard_inheritor$key } from '../../__generated__/HeritageInheritorCard_inheritor.graphql';
import { Img } from '../../widgets/Img';
import { HeritageLevelBadge } from './HeritageBadges';
import { FollowButton } from './FollowButton';
import { Heading } from '../../widgets/Content';

/** One inheritor in a list: portrait, name, title, their project, followers and the follow button. */
export function HeritageInheritorCard({ inheritor }: { inheritor: HeritageInheritorCard_inheritor$key }) {
  const { t } = useTranslation();
  const h = useFragment(
    graphql`
      fragment HeritageInheritorCard_inheritor on HeritageInheritor {
        name
        level
        ethnicity
        birthYear
        mainProjectName
        followerCount
        detailPath
        avatar {
          url(size: THUMBNAIL)
        }
        ...FollowButton_inheritor
      }
    `,
    inheritor,
  );
  return (
    <div className="heritage-person-card" data-testid="heritage-inheritor-card">
      <Link to={h.detailPath} className="heritage-person-card__link">
        <Img src={h.avatar?.url} alt="" className="heritage-person-card__avatar" />
        <div className="heritage-person-card__body">
          <Heading className="heritage-person-card__name">{h.name}</Heading>
          <HeritageLevelBadge level={h.level} inheritor />
          {h.mainProjectName && <p className="heritage-person-card__project">{h.mainProjectName}</p>}
          <p className="heritage-person-card__meta">{t('heritage.followers', { count: h.followerCount })}</p>
        </div>
      </Link>
      <FollowButton inheritor={h} compact />
    </div>
  );
}
