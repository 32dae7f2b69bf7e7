import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, PenLine, Users } from 'lucide-react';
import type { TopicCard_topic$key } from '../../__generated__/TopicCard_topic.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { TopicStateBadge } from './badges';

/** A topic in a list: cover, state, title, summary, dates and how many took part. */
export function TopicCard({ topic }: { topic: TopicCard_topic$key }) {
  const { t, i18n } = useTranslation();
  const tp = useFragment(
    graphql`
      fragment TopicCard_topic on Topic {
        title
        summary
        state
        mode
        startsAt
        endsAt
        entryCount
        participantCount
        detailPath
        banner: cover {
          url(size: COVER)
        }
      }
    `,
    topic,
  );
  return (
    <Link to={tp.detailPath} className="topic-card" data-testid="topic-card">
      <div className="topic-card__cover">
        <Img src={tp.banner?.url} alt="" />
        <span className="topic-card__state">
          <TopicStateBadge state={tp.state} />
        </span>
      </div>
      <div className="topic-card__body">
        <h2 className="topic-card__title">
          {tp.mode !== '%future added value' && <span className="sr-only">{t(`stories.mode.${tp.mode}`)}: </span>}
          {tp.title}
        </h2>
        {tp.summary && <p className="topic-card__summary">{tp.summary}</p>}
        <div className="topic-card__facts">
          {tp.startsAt && tp.endsAt && (
            <span>
              <CalendarDays aria-hidden size={13} />
              {formatDate(tp.startsAt, i18n.language)} – {formatDate(tp.endsAt, i18n.language)}
            </span>
          )}
          <span>
            <PenLine aria-hidden size={13} />
            {t('stories.entries', { count: tp.entryCount })}
          </span>
          <span>
            <Users aria-hidden size={13} />
            {t('stories.participants', { count: tp.participantCount })}
          </span>
        </div>
      </div>
    </Link>
  );
}
