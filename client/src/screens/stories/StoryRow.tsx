import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heart, MessageCircle } from 'lucide-react';
import type { StoryRow_story$key } from '../../__generated__/StoryRow_story.graphql';
import { Img } from '../../widgets/Img';

/** A story in a one-column list: thumbnail, title, the beginning of its text, author and counts. */
export function StoryRow({ story }: { story: StoryRow_story$key }) {
  const { t } = useTranslation();
  const s = useFragment(
    graphql`
      fragment StoryRow_story on Story {
        kind
        title
        excerpt
        detailPath
        thumbnail: cover {
          url(size: SMALL)
          alt
        }
        author {
          nickname
        }
        interactions {
          likeCount
          commentCount
        }
      }
    `,
    story,
  );
  return (
    <Link to={s.detailPath} className="row-card" data-testid="story-row">
      <span className="row-card__thumb">
        <Img src={s.thumbnail?.url} alt={s.thumbnail?.alt || s.title} />
      </span>
      <span className="row-card__main">
        <span className="row-card__title">{s.title}</span>
        {s.excerpt && <span className="row-card__excerpt">{s.excerpt}</span>}
        <span className="row-card__meta">
          {s.kind !== '%future added value' && <span className="badge badge--plain">{t(`stories.kind.${s.kind}`)}</span>}
          <span>{s.author.nickname ?? t('stories.tourist')}</span>
          <span>
            <Heart aria-hidden size={12} /> {s.interactions?.likeCount ?? 0}
            <span className="sr-only">{t('stories.likes')}</span>
          </span>
          <span>
            <MessageCircle aria-hidden size={12} /> {s.interactions?.commentCount ?? 0}
            <span className="sr-only">{t('stories.comments')}</span>
          </span>
        </span>
      </span>
    </Link>
  );
}
