import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VoteCard_vote$key } from '../../__generated__/VoteCard_vote.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { VoteStatusBadge } from './VoteStatusBadge';

/** A vote in a list: cover, title, status, voting window and figures. */
export function VoteCard({ vote }: { vote: VoteCard_vote$key }) {
  const { t, i18n } = useTranslation();
  const v = useFragment(
    graphql`
      fragment VoteCard_vote on Vote {
        upstreamId
        title
        status
        startsAt
        endsAt
        workCount
        voteCount
        cover {
          url(size: COVER)
          alt
        }
      }
    `,
    vote,
  );
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language) : '…');
  return (
    <Link className="vote-card" to={`/vote-detail/${v.upstreamId}`} data-testid="vote-card" data-status={v.status}>
      <span className="vote-card__cover">
        <Img src={v.cover?.url} alt="" className="vote-card__img" />
        <span className="vote-card__badge">
          <VoteStatusBadge status={v.status} />
        </span>
      </span>
      <span className="vote-card__body">
        <span className="vote-card__title">{v.title}</span>
        <span className="vote-card__meta">{t('votes.period', { from: date(v.startsAt), to: date(v.endsAt) })}</span>
        <span className="vote-card__meta">
          {t('votes.works', { count: v.workCount })} · {t('votes.votes', { count: v.voteCount })}
        </span>
      </span>
    </Link>
  );
}
