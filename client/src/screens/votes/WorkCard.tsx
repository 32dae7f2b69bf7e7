import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { WorkCard_work$key } from '../../__generated__/WorkCard_work.graphql';
import { Img } from '../../widgets/Img';
import { VoteButton } from './VoteButton';
import { Heading } from '../../widgets/Content';

/** A work of a vote: its picture or video, number, title, author, votes (and rank), and its vote button. */
export function WorkCard({
  work,
  voteStatus,
  perWorkPerDay,
  showRank,
}: {
  work: WorkCard_work$key;
  voteStatus: string;
  perWorkPerDay: number;
  showRank: boolean;
}) {
  const { t } = useTranslation();
  const w = useFragment(
    graphql`
      fragment WorkCard_work on VoteWork {
        id
        number
        title
        author
        voteCount
        rank
        viewerVotesToday
        images {
          url
        }
        video {
          url
          poster {
            url
          }
        }
      }
    `,
    work,
  );
  const picture = w.images[0];
  return (
    <article className="work-card" data-testid="work-card" aria-labelledby={`work-${w.id}`}>
      <div className="work-card__media">
        {w.video ? (
          <video
            className="work-card__video"
            src={w.video.url}
            poster={w.video.poster?.url}
            controls
            preload="none"
            playsInline
            aria-label={w.title}
          />
        ) : (
          <Img src={picture?.url} alt="" className="work-card__img" />
        )}
        <span className="work-card__number">No.{w.number}</span>
        {showRank && w.rank !== null && w.rank !== undefined && w.rank <= 3 && (
          <span className={`work-card__rank work-card__rank--${w.rank}`}>
            <Trophy aria-hidden size={12} /> {t('votes.rank', { rank: w.rank })}
          </span>
        )}
      </div>
      <div className="work-card__body">
        <Heading className="work-card__title" id={`work-${w.id}`}>
          {w.title}
        </Heading>
        <p className="work-card__author">{w.author}</p>
        <p className="work-card__count" data-testid="work-votes">
          {showRank && w.rank ? `${t('votes.rank', { rank: w.rank })} · ` : ''}
          {t('votes.votes', { count: w.voteCount })}
        </p>
        <VoteButton
          workId={w.id}
          title={w.title}
          voteStatus={voteStatus}
          votedToday={w.viewerVotesToday ?? null}
          perWorkPerDay={perWorkPerDay}
        />
      </div>
    </article>
  );
}
