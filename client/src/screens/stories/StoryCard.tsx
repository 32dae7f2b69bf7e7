import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import type { StoryCard_story$key } from '../../__generated__/StoryCard_story.graphql';
import { Img } from '../../widgets/Img';
import { StoryAvatar } from './StoryAvatar';
import { KindBadge } from './badges';
import { Heading } from '../../widgets/Content';

/** A card of the story waterfall: the cover at its own shape, the title, the author and the likes. */
export function StoryCard({ story }: { story: StoryCard_story$key }) {
  const { t } = useTranslation();
  const s = useFragment(
    graphql`
      fragment StoryCard_story on Story {
        kind
        title
        detailPath
        side
        craft
        cover {
          url
          width
          height
        }
        trip {
          days
        }
        author {
          nickname
          avatar {
            url(size: SMALL)
          }
        }
        interactions {
          likeCount
        }
      }
    `,
    story,
  );
  const ratio = s.cover?.width && s.cover.height ? s.cover.height / s.cover.width : 1;
  const name = s.author.nickname ?? t('stories.tourist');
  return (
    <Link to={s.detailPath} className="story-card" data-testid="story-card">
      <div className="story-card__cover" style={{ paddingTop: `${Math.round(ratio * 1000) / 10}%` }}>
        <Img src={s.cover?.url} alt="" />
        <span className="story-card__badge">
          <KindBadge kind={s.kind} side={s.side ?? null} days={s.trip?.days ?? null} craft={s.craft ?? null} />
        </span>
      </div>
      <div className="story-card__body">
        <Heading className="story-card__title">{s.title}</Heading>
        <div className="story-card__meta">
          <span className="story-card__author">
            <StoryAvatar url={s.author.avatar?.url ?? null} />
            <span>{name}</span>
          </span>
          <span className="story-card__likes">
            <Heart aria-hidden size={13} />
            {s.interactions?.likeCount ?? 0}
            <span className="sr-only">{t('stories.likes')}</span>
          </span>
        </div>
      </div>
    </Link>
  );
}
