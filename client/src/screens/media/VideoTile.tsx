import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Heart, Play } from 'lucide-react';
import type { VideoTile_video$key } from '../../__generated__/VideoTile_video.graphql';
import { Img } from '../../widgets/Img';
import { clock } from '../../widgets/clock';
import './media.css';

/**
 * A short video's tile: the cover with its play mark and length, the title, the author and the likes;
 * it opens the video. The author's name is aliased: a story's author (beside it in the find feed)
 * has a nullable `nickname`, and the two cannot share a response name.
 */
export function VideoTile({ video }: { video: VideoTile_video$key }) {
  const v = useFragment(
    graphql`
      fragment VideoTile_video on ShortVideo {
        title
        duration
        likeCount
        detailPath
        cover {
          url(size: COVER)
          alt
        }
        author {
          name: nickname
        }
      }
    `,
    video,
  );
  return (
    <Link to={v.detailPath} className="video-tile" data-testid="short-video">
      <span className="video-tile__cover">
        <Img src={v.cover?.url} alt={v.cover?.alt || v.title} className="video-tile__img" />
        <span className="video-tile__play" aria-hidden>
          <Play size={18} />
        </span>
        {v.duration !== null && v.duration !== undefined && <span className="video-tile__time">{clock(v.duration)}</span>}
      </span>
      <span className="video-tile__title">{v.title}</span>
      <span className="video-tile__meta">
        <span className="video-tile__author">{v.author.name}</span>
        <span className="video-tile__likes">
          <Heart size={13} aria-hidden /> {v.likeCount}
        </span>
      </span>
    </Link>
  );
}
