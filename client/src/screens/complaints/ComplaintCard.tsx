import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Mic, MapPin } from 'lucide-react';
import type { ComplaintCard_complaint$key } from '../../__generated__/ComplaintCard_complaint.graphql';
import { formatDate } from '../../widgets/format';
import { StatusBadge } from './StatusBadge';

/** One of the user's complaints in their list: type, status, respondent, reason, when. */
export function ComplaintCard({ complaint }: { complaint: ComplaintCard_complaint$key }) {
  const { t, i18n } = useTranslation();
  const c = useFragment(
    graphql`
      fragment ComplaintCard_complaint on Complaint {
        upstreamId
        number
        status
        channel
        type {
          name
        }
        respondent
        reason
        voiceSeconds
        submittedAt
        location {
          name
        }
        evidence {
          url(size: SMALL)
          alt
        }
      }
    `,
    complaint,
  );
  const cover = c.evidence[0];
  return (
    <Link className="complaint-card" to={`/complain-detail/${c.upstreamId}`} data-testid="complaint-card" data-status={c.status}>
      <span className="complaint-card__head">
        <span className="complaint-card__type">
          {c.channel === 'VOICE' ? t('complaints.voiceComplaint') : (c.type?.name ?? t('complaints.complaint'))}
        </span>
        <StatusBadge status={c.status} />
      </span>
      <span className="complaint-card__body">
        <span className="complaint-card__text">
          {c.respondent && <span className="complaint-card__respondent">{c.respondent}</span>}
          {c.channel === 'VOICE' ? (
            <span className="complaint-card__reason">
              <Mic aria-hidden size={14} /> {t('complaints.voiceSeconds', { count: c.voiceSeconds ?? 0 })}
            </span>
          ) : (
            <span className="complaint-card__reason" data-testid="complaint-reason">
              {c.reason}
            </span>
          )}
          {c.location?.name && (
            <span className="complaint-card__meta">
              <MapPin aria-hidden size={12} /> {c.location.name}
            </span>
          )}
        </span>
        {cover && <img className="complaint-card__thumb" src={cover.url} alt="" loading="lazy" />}
      </span>
      <span className="complaint-card__foot">
        <span>{c.number}</span>
        <span>{c.submittedAt ? formatDate(c.submittedAt, i18n.language, true) : ''}</span>
      </span>
    </Link>
  );
}
