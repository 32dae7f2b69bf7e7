import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Eye } from 'lucide-react';
import { MapPin } from 'lucide-react';
import type { LiveCard_stream$key } from '../../__generated__/LiveCard_stream.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { LiveStateBadge } from './LiveStateBadge';
import { Heading } from '../../widgets/Content';

/** A stream in a list: cover with its state, title, where, and views (or when it starts). */
export function LiveCard({ stream }: { stream: LiveCard_stream$key }) {
  const { t, i18n } = useTranslation();
  const s = useFragment(
    graphql`
      fragment LiveCard_stream on LiveStream {
        title
        state
        startsAt
        placeName
        viewCount
        detailPath
        cover {
          url(size: COVER)
        }
      }
    `,
    stream,
  );
  return (
    <Link to={s.detailPath} className="live-card" data-testid="live-card" data-state={s.state}>
      <div className="live-card__cover">
        <Img src={s.cover?.url} alt="" className="live-card__img" />
        <LiveStateBadge state={s.state} />
      </div>
      <div className="live-card__body">
        <Heading className="live-card__title">{s.title}</Heading>
        <p className="live-card__meta">
          {s.placeName && (
            <span className="live-card__place">
              <MapPin size={14} aria-hidden /> {s.placeName}
            </span>
          )}
          {s.state === 'UPCOMING' && s.startsAt ? (
            <span>{t('live.startsAt', { time: formatDate(s.startsAt, i18n.language, true) })}</span>
          ) : (
            <span className="live-card__views">
              <Eye size={14} aria-hidden /> {t('live.views', { count: s.viewCount })}
            </span>
          )}
        </p>
      </div>
    </Link>
  );
}
